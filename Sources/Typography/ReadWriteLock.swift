import Foundation

/// Many readers or one writer: glyph caches are read on every draw and written once per
/// glyph, so readers on different threads must not wait for each other.
final class ReadWriteLock: @unchecked Sendable {
    private var lock = pthread_rwlock_t()

    init() { pthread_rwlock_init(&lock, nil) }
    deinit { pthread_rwlock_destroy(&lock) }

    func read<R>(_ body: () throws -> R) rethrows -> R {
        pthread_rwlock_rdlock(&lock)
        defer { pthread_rwlock_unlock(&lock) }
        return try body()
    }

    func write<R>(_ body: () throws -> R) rethrows -> R {
        pthread_rwlock_wrlock(&lock)
        defer { pthread_rwlock_unlock(&lock) }
        return try body()
    }
}
