/// The calibration corpus entries the metric tables cite, as `Tests/Calibration/apple-renders.json`
/// names them: where each Apple render lives, so that anyone can open the image a number was
/// measured on. `CorpusCitationTests` holds each against the corpus file.
extension CorpusEntry {
    /// The large bordered-prominent SwiftUI button of autoreleasefool/approach, iOS 18 at @3x.
    package static let approachBorderedProminentLarge: [CorpusEntry] = [
        CorpusEntry(id: "approach-bordered-prominent-large-ios18", repository: "autoreleasefool/approach", commit: "611f77aecf2246a702cb79afa759955cc2b32340",
                    path: "ios/Approach/Tests/ViewsLibraryTests/Buttons/__Snapshots__/PrimaryButtonTests/snapshotPrimaryButton.1.png"),
    ]
    /// Prefire's large filled "Sign In" SwiftUI buttons, iOS 16 and 17.
    package static let prefireSignIn: [CorpusEntry] = [
        CorpusEntry(id: "prefire-signin-ios17", repository: "BarredEwe/Prefire", commit: "7ef3ca1018d4553f0eab259ece1d992511e87f5c",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests/test_authView_Preview-iPhone-15.3.png"),
        CorpusEntry(id: "prefire-signin-ios16-aaeda18", repository: "BarredEwe/Prefire", commit: "aaeda1869400207fecf8c65b30814c576f77ddeb",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.3.png"),
        CorpusEntry(id: "prefire-signin-ios16-9181de9", repository: "BarredEwe/Prefire", commit: "9181de90a8475d2e3b2acca5f143457613d3fbb0",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.3.png"),
        CorpusEntry(id: "prefire-signin-ios16-2da3a06", repository: "BarredEwe/Prefire", commit: "2da3a06a1eb0b2137352bcad976b33b103764dac",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreFireExampleTests/test_authView_Preview.3.png"),
    ]
    /// The same "Sign In" buttons disabled, iOS 16 and 17.
    package static let prefireSignInDisabled: [CorpusEntry] = [
        CorpusEntry(id: "prefire-signin-disabled-ios17", repository: "BarredEwe/Prefire", commit: "7ef3ca1018d4553f0eab259ece1d992511e87f5c",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests/test_authView_Preview-iPhone-15.1.png"),
        CorpusEntry(id: "prefire-signin-disabled-ios16-aaeda18", repository: "BarredEwe/Prefire", commit: "aaeda1869400207fecf8c65b30814c576f77ddeb",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.1.png"),
        CorpusEntry(id: "prefire-signin-disabled-ios16-9181de9", repository: "BarredEwe/Prefire", commit: "9181de90a8475d2e3b2acca5f143457613d3fbb0",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.1.png"),
        CorpusEntry(id: "prefire-signin-disabled-ios16-2da3a06", repository: "BarredEwe/Prefire", commit: "2da3a06a1eb0b2137352bcad976b33b103764dac",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreFireExampleTests/test_authView_Preview.1.png"),
    ]
    /// Prefire's large tinted "Registration" SwiftUI buttons, iOS 16 and 17.
    package static let prefireRegistrationTinted: [CorpusEntry] = [
        CorpusEntry(id: "prefire-registration-tinted-ios17", repository: "BarredEwe/Prefire", commit: "7ef3ca1018d4553f0eab259ece1d992511e87f5c",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests/test_authView_Preview-iPhone-15.1.png"),
        CorpusEntry(id: "prefire-registration-tinted-ios16-aaeda18", repository: "BarredEwe/Prefire", commit: "aaeda1869400207fecf8c65b30814c576f77ddeb",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.1.png"),
        CorpusEntry(id: "prefire-registration-tinted-ios16-9181de9", repository: "BarredEwe/Prefire", commit: "9181de90a8475d2e3b2acca5f143457613d3fbb0",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.1.png"),
        CorpusEntry(id: "prefire-registration-tinted-ios16-2da3a06", repository: "BarredEwe/Prefire", commit: "2da3a06a1eb0b2137352bcad976b33b103764dac",
                    path: "Example/PrefireExampleTests/__Snapshots__/PreFireExampleTests/test_authView_Preview.1.png"),
    ]
    /// UIButton(type: .contactAdd) in swift-snapshot-testing's own tests, iOS 18.
    package static let contactAdd: [CorpusEntry] = [
        CorpusEntry(id: "sst-uibutton-contactadd-7e6c39f", repository: "pointfreeco/swift-snapshot-testing", commit: "7e6c39fb435c18baca24d7458a3b9b0504b77e09",
                    path: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testUIView.1.png"),
    ]
    /// NSButton's regular push button in swift-snapshot-testing's own tests, macOS 11, 13 and 14.
    package static let pushRegular: [CorpusEntry] = [
        CorpusEntry(id: "sst-nsbutton-push-regular-4201a54", repository: "pointfreeco/swift-snapshot-testing", commit: "4201a54b4de6d82456f8b930452633f81a325f43",
                    path: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testNSView.1.png"),
        CorpusEntry(id: "sst-nsbutton-push-regular-d47aff5", repository: "pointfreeco/swift-snapshot-testing", commit: "d47aff583470146b355108f08a74f958d3b0b111",
                    path: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testNSView.1.png"),
        CorpusEntry(id: "sst-nsbutton-push-regular-b0dfce3", repository: "pointfreeco/swift-snapshot-testing", commit: "b0dfce3842d98f6f78dc679a9c5fdef14373295f",
                    path: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testNSView.1.png"),
    ]
    /// AccessibilitySnapshot's UISwitch references, on, off and disabled, iOS 17.5 and 18.5 at @3x.
    package static let uiSwitch: [CorpusEntry] = [
        CorpusEntry(id: "a11ysnapshot-uiswitch-on-ios18", repository: "cashapp/AccessibilitySnapshot", commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0",
                    path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_18_5_402x874@3x.png"),
        CorpusEntry(id: "a11ysnapshot-uiswitch-off-ios18", repository: "cashapp/AccessibilitySnapshot", commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0",
                    path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_18_5_402x874@3x.png"),
        CorpusEntry(id: "a11ysnapshot-uiswitch-disabled-ios18", repository: "cashapp/AccessibilitySnapshot", commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0",
                    path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_18_5_402x874@3x.png"),
        CorpusEntry(id: "a11ysnapshot-uiswitch-on-ios17", repository: "cashapp/AccessibilitySnapshot", commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0",
                    path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_17_5_393x852@3x.png"),
        CorpusEntry(id: "a11ysnapshot-uiswitch-off-ios17", repository: "cashapp/AccessibilitySnapshot", commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0",
                    path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_17_5_393x852@3x.png"),
        CorpusEntry(id: "a11ysnapshot-uiswitch-disabled-ios17", repository: "cashapp/AccessibilitySnapshot", commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0",
                    path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_17_5_393x852@3x.png"),
    ]
    /// The off UISwitch, iOS 18.5: the knob's shadow over the off track.
    package static let uiSwitchOffIOS18: [CorpusEntry] = [
        CorpusEntry(id: "a11ysnapshot-uiswitch-off-ios18", repository: "cashapp/AccessibilitySnapshot", commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0",
                    path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_18_5_402x874@3x.png"),
    ]
    /// NativeBook's filled "Rounded" button (`.medium` corner style), iOS 17 at @3x, at every content size measured.
    package static let nativebookRounded: [CorpusEntry] = [
        CorpusEntry(id: "nativebook-rounded-default", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_RoundedCornerButton__default@3x.png"),
        CorpusEntry(id: "nativebook-rounded-xs", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_RoundedCornerButton__xs@3x.png"),
        CorpusEntry(id: "nativebook-rounded-m", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_RoundedCornerButton__m@3x.png"),
        CorpusEntry(id: "nativebook-rounded-xl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_RoundedCornerButton__xl@3x.png"),
        CorpusEntry(id: "nativebook-rounded-xxxl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_RoundedCornerButton__xxxl@3x.png"),
        CorpusEntry(id: "nativebook-rounded-dark", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_RoundedCornerButton__dark@3x.png"),
        CorpusEntry(id: "nativebook-rounded-rtl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_RoundedCornerButton__rtl@3x.png"),
    ]
    /// NativeBook's gray large "Outline" button, iOS 17 at @3x.
    package static let nativebookOutline: [CorpusEntry] = [
        CorpusEntry(id: "nativebook-outline-default", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_OutlineButton__default@3x.png"),
        CorpusEntry(id: "nativebook-outline-xs", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_OutlineButton__xs@3x.png"),
        CorpusEntry(id: "nativebook-outline-m", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_OutlineButton__m@3x.png"),
        CorpusEntry(id: "nativebook-outline-xl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_OutlineButton__xl@3x.png"),
        CorpusEntry(id: "nativebook-outline-xxxl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_OutlineButton__xxxl@3x.png"),
        CorpusEntry(id: "nativebook-outline-dark", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_OutlineButton__dark@3x.png"),
        CorpusEntry(id: "nativebook-outline-rtl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_OutlineButton__rtl@3x.png"),
    ]
    /// NativeBook's tinted image-only "star" button, iOS 17 at @3x.
    package static let nativebookStar: [CorpusEntry] = [
        CorpusEntry(id: "nativebook-star-default", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_IconButton__default@3x.png"),
        CorpusEntry(id: "nativebook-star-xs", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_IconButton__xs@3x.png"),
        CorpusEntry(id: "nativebook-star-m", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_IconButton__m@3x.png"),
        CorpusEntry(id: "nativebook-star-xl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_IconButton__xl@3x.png"),
        CorpusEntry(id: "nativebook-star-xxxl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_IconButton__xxxl@3x.png"),
        CorpusEntry(id: "nativebook-star-dark", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_IconButton__dark@3x.png"),
        CorpusEntry(id: "nativebook-star-rtl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_IconButton__rtl@3x.png"),
    ]
    /// The "star" button in dark mode: the tinted fill's dark alpha.
    package static let nativebookStarDark: [CorpusEntry] = [
        CorpusEntry(id: "nativebook-star-dark", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_IconButton__dark@3x.png"),
    ]
    /// NativeBook's `bell` symbol above "Image + Title", iOS 17 at @3x.
    package static let nativebookBell: [CorpusEntry] = [
        CorpusEntry(id: "nativebook-bell-over-title-default", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_ImageTitleButton__default@3x.png"),
        CorpusEntry(id: "nativebook-bell-over-title-xs", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_ImageTitleButton__xs@3x.png"),
        CorpusEntry(id: "nativebook-bell-over-title-m", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_ImageTitleButton__m@3x.png"),
        CorpusEntry(id: "nativebook-bell-over-title-xl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_ImageTitleButton__xl@3x.png"),
        CorpusEntry(id: "nativebook-bell-over-title-xxxl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_ImageTitleButton__xxxl@3x.png"),
        CorpusEntry(id: "nativebook-bell-over-title-dark", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_ImageTitleButton__dark@3x.png"),
        CorpusEntry(id: "nativebook-bell-over-title-rtl", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                    path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_ImageTitleButton__rtl@3x.png"),
    ]
}
