import ButtonRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNG

/// Writes what a reviewer needs after a check: expected, actual and diff images per case that
/// did not pass, one self-contained `index.html`, and optionally a JUnit XML file.
public enum GoldenReport {
    /// The report folder: `--report`, else `$BUTTONRENDER_ARTIFACTS`, else `.build/golden-report`.
    package static func folder(_ explicit: String?) -> URL {
        if let explicit { return URL(fileURLWithPath: explicit) }
        if let env = ProcessInfo.processInfo.environment["BUTTONRENDER_ARTIFACTS"], !env.isEmpty { return URL(fileURLWithPath: env) }
        return URL(fileURLWithPath: ".build/golden-report")
    }

    /// Writes the report (images per case that did not pass, `report.json`, `index.html`);
    /// returns the path of `index.html`.
    @discardableResult
    public static func write(_ outcomes: [CaseOutcome], orphans: [String], to folder: URL, golden: String = "Golden") throws -> URL {
        try writeImages(outcomes, to: folder)
        return try writePage(ReportData(golden: golden, entries: outcomes.map(ReportEntry.init), orphans: orphans), to: folder)
    }

    /// `expected.png`, `actual.png` and `diff.png` of each case that did not pass, in a folder
    /// named after it.
    package static func writeImages(_ outcomes: [CaseOutcome], to folder: URL) throws {
        try OutputFile.createFolder(folder.path)
        for o in outcomes where o.status != .passed {
            // The case's folder is named from data: a link there is refused, not written through.
            let dir = URL(fileURLWithPath: try OutputFile.createFolder(o.case.name, in: folder.path))
            if let e = o.expected { try OutputFile.writeAtomically(try PNG.encode(e), to: dir.appendingPathComponent("expected.png").path, links: .replace) }
            if let a = o.actual { try OutputFile.writeAtomically(try PNG.encode(a), to: dir.appendingPathComponent("actual.png").path, links: .replace) }
            if let d = o.result?.diff { try OutputFile.writeAtomically(try PNG.encode(d), to: dir.appendingPathComponent("diff.png").path, links: .replace) }
        }
    }

    /// Writes `report.json` and `index.html` for report data whose images are in place.
    @discardableResult
    package static func writePage(_ data: ReportData, to folder: URL) throws -> URL {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try OutputFile.writeAtomically(try encoder.encode(data), to: folder.appendingPathComponent(dataFileName).path)
        let index = folder.appendingPathComponent("index.html")
        try OutputFile.writeAtomically(Data(html(data).utf8), to: index.path)
        return index
    }

    /// The report's data file, read by `check --merge-reports`.
    package static let dataFileName = "report.json"

    /// Writes a JUnit XML file with one test case per checked case, atomically.
    public static func writeJUnit(_ outcomes: [CaseOutcome], to path: String) throws {
        try writeJUnit(outcomes.map(ReportEntry.init), to: path)
    }

    /// Writes a JUnit XML file from report entries (a merged report's), atomically.
    package static func writeJUnit(_ entries: [ReportEntry], to path: String) throws {
        let failures = entries.filter { $0.status == .changed }.count
        let errors = entries.filter { [.new, .corrupt, .failed].contains($0.status) }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites><testsuite name=\"buttonrender golden\" tests=\"\(entries.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for e in entries {
            xml += "  <testcase classname=\"golden\" name=\"\(e.name.markupEscaped)\">"
            switch e.status {
            case .passed: break
            case .changed: xml += "<failure message=\"\(e.message.markupEscaped)\">\(e.goldenPath.markupEscaped)</failure>"
            default: xml += "<error type=\"\(e.status.rawValue)\" message=\"\(e.message.markupEscaped)\">\(e.goldenPath.markupEscaped)</error>"
            }
            xml += "</testcase>\n"
        }
        xml += "</testsuite></testsuites>\n"
        try OutputFile.writeAtomically(Data(xml.utf8), to: path)
    }

    /// The most arguments buttonrender's command line takes: its parser's time grows with the
    /// square of their number. An accept command must fit in it.
    package static let maximumCommandLineArguments = 1_000

    /// The command that accepts exactly the changed and new cases, after review; nil when there
    /// are none. See `acceptCommand(_:golden:)` for report entries.
    package static func acceptCommand(_ outcomes: [CaseOutcome], golden: String = "Golden") -> String? {
        acceptCommand(outcomes.map(ReportEntry.init), golden: golden)
    }

    /// The command that accepts the changed and new cases of report entries, after review; nil
    /// when none changed or is new.
    ///
    /// Shell text for a reviewer to paste, so every word that is not plainly safe is quoted as
    /// POSIX `sh` reads it (single quotes, a `'` inside written `'\''`): a golden folder named
    /// `G; touch PWNED #` stays one word. The folder is given as `--golden=FOLDER`, so that one
    /// beginning with `-` is not read as an option (case names cannot begin with one). When the
    /// cases are too many to name within `maximumCommandLineArguments`, the command is
    /// `record --mode failed` instead, with a comment saying what that writes.
    package static func acceptCommand(_ entries: [ReportEntry], golden: String = "Golden") -> String? {
        let names = entries.filter(\.isChangedOrNew).map(\.name)
        guard !names.isEmpty else { return nil }
        let command = ["buttonrender", "record"] + (golden == "Golden" ? [] : ["--golden=" + shellQuoted(golden)])
        // The command line's arguments are the words after the program's name.
        guard command.count - 1 + 1 + names.count <= maximumCommandLineArguments else {
            return (command + ["--mode", "failed"]).joined(separator: " ")
                + "  # \(names.count) cases are more than one command line may name; this writes every golden that is missing, unreadable or not matching exactly"
        }
        return (command + ["--only"] + names.map(shellQuoted)).joined(separator: " ")
    }

    /// `word` as one word of a POSIX shell command: as it is when it holds only characters no
    /// shell treats specially (as Python's `shlex.quote` decides), else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        func plain(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || "@%+=:,./_-".unicodeScalars.contains(c)
        }
        if !word.isEmpty, word.unicodeScalars.allSatisfy(plain) { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }

    static func html(_ data: ReportData) -> String {
        let outcomes = data.entries, orphans = data.orphans, golden = data.golden
        func with(_ statuses: CaseOutcome.Status...) -> [ReportEntry] { outcomes.filter { statuses.contains($0.status) } }
        let groups: [(String, [ReportEntry])] = [
            ("Changed", with(.changed)),
            ("New (no golden yet)", with(.new)),
            ("Corrupt golden or render failure", with(.corrupt, .failed)),
            ("Passed", with(.passed)),
        ]
        var body = "<h1>buttonrender golden check</h1><p class=summary>"
        body += groups.map { "<a href=\"#\($0.0.prefix(3))\">\($0.0): <b>\($0.1.count)</b></a>" }.joined(separator: " · ")
        body += " · Missing (golden without a case): <b>\(orphans.count)</b></p>"
        if let accept = acceptCommand(outcomes, golden: golden) {
            body += "<p class=accept>To accept the changed and new cases after review: <code>\(accept.markupEscaped)</code></p>"
        }
        body += "<p class=controls>Mode: <label><input type=radio name=mode value=side checked> side by side</label> <label><input type=radio name=mode value=diff> diff</label> <label><input type=radio name=mode value=slider> slider</label> <label><input type=radio name=mode value=blink> blink</label> · Zoom: <select id=zoom><option>1</option><option selected>2</option><option>4</option><option>8</option></select></p>"
        for (title, items) in groups {
            body += "<h2 id=\"\(title.prefix(3))\">\(title.markupEscaped) (\(items.count))</h2>"
            if title == "Passed" {
                body += "<p class=passed>" + items.map { $0.name.markupEscaped }.joined(separator: ", ") + "</p>"
                continue
            }
            for o in items {
                let n = o.name.markupEscaped
                body += "<section class=case><h3>\(n)</h3>"
                if o.differentPixels == nil && o.expectedSize == nil { body += "<p class=msg>\(o.message.markupEscaped)</p>" }
                if let different = o.differentPixels, let total = o.totalPixels {
                    let share = total == 0 ? 0 : Double(different) / Double(total)
                    body += "<p>Different pixels: <b>\(different)</b> of \(total) (\((share * 100).decimalText(places: 3))%); largest channel difference <b>\(o.largestDelta ?? 0)</b>"
                    if let at = o.largestAt { body += " at (\(at.x), \(at.y))" }
                    if let aa = o.antialiasedPixels, aa > 0 { body += "; antialiasing-only: \(aa)" }
                    body += "</p>"
                }
                if let e = o.expectedSize, let a = o.actualSize {
                    body += "<p class=size>Size mismatch: expected \(e.width)×\(e.height) px, actual \(a.width)×\(a.height) px</p>"
                }
                body += "<details><summary>spec</summary><pre>\(o.spec.markupEscaped)</pre></details>"
                if let b = o.bounds {
                    // Scrolls the shown view so the changed pixels' box is in sight, at any zoom.
                    body += "<p><button class=jump data-bounds=\"\(b.x),\(b.y),\(b.width),\(b.height)\">Jump to the changes</button> <span class=bounds>\(b.width)×\(b.height) px at (\(b.x), \(b.y))</span></p>"
                }
                body += "<div class=views>"
                let e = o.hasExpected ? "\(n)/expected.png" : nil, a = o.hasActual ? "\(n)/actual.png" : nil
                let d = o.hasDiff ? "\(n)/diff.png" : nil
                body += "<div class=side><p class=caption>Side by side: expected (the golden), actual (this render), diff</p>"
                if let e { body += "<figure><img src=\"\(e)\"><figcaption>expected</figcaption></figure>" }
                if let a { body += "<figure><img src=\"\(a)\"><figcaption>actual</figcaption></figure>" }
                if let d { body += "<figure><img src=\"\(d)\"><figcaption>diff: red changed, yellow antialiasing only</figcaption></figure>" }
                body += "</div>"
                if let d { body += "<div class=diff><p class=caption>Diff: red pixels changed, yellow changed by antialiasing only, the rest unchanged (faded)</p><img src=\"\(d)\"></div>" }
                if let e, let a {
                    body += "<div class=slider><p class=caption>Slider: left of the edge <b>actual</b> (this render), right of it <b>expected</b> (the golden)</p><div class=stack><img src=\"\(e)\"><div class=top><img src=\"\(a)\"></div></div><input type=range min=0 max=100 value=50></div>"
                    body += "<div class=blink><p class=caption>Blink: now showing <b class=showing>expected</b> (the golden); alternates with actual twice a second</p><img src=\"\(e)\" data-other=\"\(a)\" data-name=expected data-other-name=actual></div>"
                }
                body += "</div></section>"
            }
        }
        if !orphans.isEmpty {
            body += "<h2 id=Mis>Missing: goldens no case names (\(orphans.count))</h2><p>" + orphans.map(\.markupEscaped).joined(separator: ", ") + "</p>"
        }
        return """
            <!doctype html><html><head><meta charset=utf-8><title>buttonrender golden check</title><style>
            body{font:14px system-ui,sans-serif;margin:24px;color:#222}
            .summary a{margin-right:4px;color:#06c}
            .case{border-top:1px solid #ddd;padding:12px 0}
            .size{color:#b00;font-weight:bold}.msg{color:#555}
            img{image-rendering:pixelated;background-color:#fff;background-image:linear-gradient(45deg,#ccc 25%,transparent 25%,transparent 75%,#ccc 75%),linear-gradient(45deg,#ccc 25%,transparent 25%,transparent 75%,#ccc 75%);background-size:16px 16px;background-position:0 0,8px 8px;zoom:var(--zoom,2)}
            figure{display:inline-block;margin:0 16px 8px 0;vertical-align:top}figcaption{font-size:12px;color:#666}
            .views{overflow:auto;max-height:80vh;max-width:100%}.views>div{display:none}.caption{font-size:12px;color:#555;margin:4px 0}.bounds{color:#666;font-size:12px}.mode-side .side,.mode-diff .diff,.mode-slider .slider,.mode-blink .blink{display:block}
            .stack{position:relative;display:inline-block}.top{position:absolute;left:0;top:0;overflow:hidden;width:50%}
            .slider input{display:block;width:300px}pre{background:#f6f6f6;padding:8px;white-space:pre-wrap}
            </style></head><body class=mode-side>
            \(body)
            <script>
            const body=document.body;
            document.querySelectorAll('input[name=mode]').forEach(r=>r.addEventListener('change',()=>{body.className='mode-'+r.value}));
            document.getElementById('zoom').addEventListener('change',e=>document.documentElement.style.setProperty('--zoom',e.target.value));
            document.querySelectorAll('.slider').forEach(s=>{const top=s.querySelector('.top'),r=s.querySelector('input');r.addEventListener('input',()=>{top.style.width=r.value+'%'})});
            setInterval(()=>{if(body.className!=='mode-blink')return;document.querySelectorAll('.blink img').forEach(i=>{const o=i.dataset.other,n=i.dataset.otherName;i.dataset.other=i.getAttribute('src');i.dataset.otherName=i.dataset.name;i.setAttribute('src',o);i.dataset.name=n;i.parentNode.querySelector('.showing').textContent=n})},600);
            document.querySelectorAll('.jump').forEach(btn=>btn.addEventListener('click',()=>{
              const [x,y,w,h]=btn.dataset.bounds.split(',').map(Number),views=btn.closest('.case').querySelector('.views');
              const shown=[...views.children].find(v=>getComputedStyle(v).display!=='none'),img=shown&&shown.querySelector('img');
              if(!img)return;
              views.scrollIntoView({block:'nearest'});
              const r=img.getBoundingClientRect(),k=r.width/img.naturalWidth,v=views.getBoundingClientRect();
              views.scrollLeft+=r.left+x*k-v.left-Math.max(0,(v.width-w*k)/2);
              views.scrollTop+=r.top+y*k-v.top-Math.max(0,(v.height-h*k)/2);
            }));
            </script></body></html>
            """
    }
}
