/// The calibration corpus entries the metric tables cite, as `Tests/Calibration/apple-renders.json`
/// names them: where each Apple render lives, so that anyone can open the image a number was
/// measured on. `MetricTablesTests` holds each against the corpus file.
extension CorpusEntry {
    /// The large bordered-prominent SwiftUI button of autoreleasefool/approach, iOS 18 at @3x.
    package static let approachBorderedProminentLarge = entries("autoreleasefool/approach", at: "611f77aecf2246a702cb79afa759955cc2b32340", [
        ("approach-bordered-prominent-large-ios18", "ios/Approach/Tests/ViewsLibraryTests/Buttons/__Snapshots__/PrimaryButtonTests/snapshotPrimaryButton.1.png"),
    ])
    /// SwiftUI's medium ProgressView in autoreleasefool/approach, iOS 18.
    package static let approachProgressViewMedium = entries("autoreleasefool/approach", at: "611f77aecf2246a702cb79afa759955cc2b32340", [
        ("approach-progressview-medium-ios18", "ios/Approach/Tests/ViewsLibraryTests/__Snapshots__/ListProgressViewTests/snapshotListProgressView.1.png"),
    ])
    /// UIActivityIndicatorView's large style in mcoletes/TheCatLibrary, iOS 13 at @2x.
    package static let catLibraryLargeSpinner = entries("mcoletes/TheCatLibrary", at: "083cfcfcd9414bb4487589fc123b1407bbd9d119", [
        ("thecatlibrary-large-spinner-ios13", "TheCatsLibrarySnapshotTests/ReferenceImages_64/TheCatsLibrarySnapshotTests.LoadingViewSnapshotTests/testDisplay@2x.png"),
    ])
    /// Prefire's large filled "Sign In" SwiftUI buttons, iOS 16 and 17.
    package static let prefireSignIn: [CorpusEntry] = [
        CorpusEntry(id: "prefire-signin-ios17", repository: "BarredEwe/Prefire", commit: "7ef3ca1018d4553f0eab259ece1d992511e87f5c", path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests/test_authView_Preview-iPhone-15.3.png"),
        CorpusEntry(id: "prefire-signin-ios16-aaeda18", repository: "BarredEwe/Prefire", commit: "aaeda1869400207fecf8c65b30814c576f77ddeb", path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.3.png"),
        CorpusEntry(id: "prefire-signin-ios16-9181de9", repository: "BarredEwe/Prefire", commit: "9181de90a8475d2e3b2acca5f143457613d3fbb0", path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.3.png"),
        CorpusEntry(id: "prefire-signin-ios16-2da3a06", repository: "BarredEwe/Prefire", commit: "2da3a06a1eb0b2137352bcad976b33b103764dac", path: "Example/PrefireExampleTests/__Snapshots__/PreFireExampleTests/test_authView_Preview.3.png"),
    ]
    /// A SwiftUI Toggle on iOS 26, tinted systemBlue (#007AFF), in gunumdogdu/cupertino_native_better's screenshots (@3x).
    package static let cupertinoToggle = entries("gunumdogdu/cupertino_native_better", at: "2897457805a139df2a54affb41beea963b72412a", [
        ("cnb-toggle-ios26", "misc/screenshots/switch.png"),
    ])
    /// SwiftUI Toggles in a grouped list, dark mode, iOS 26 (Xcode 26.4's simulator), @3x:
    /// home-assistant/iOS's server switching settings, the first toggle off.
    package static let homeAssistantToggleDark = entries("home-assistant/iOS", at: "894009a561c6157d0774034120e0c44eeb9a51bd", [
        ("ha-toggle-dark-off-ios26", "Tests/App/Settings/__Snapshots__/ServerSwitchingSettingsView.test/serverSwitchingScreen.dark.png"),
    ])
    /// SwiftUI's regular glass (`.glassEffect(.regular.interactive(), in: .capsule)`) in dark
    /// mode on black, iOS 26 (Xcode 26.4's simulator), @3x: home-assistant/iOS's filter bar.
    package static let homeAssistantGlassDark = entries("home-assistant/iOS", at: "26f6bc4a84469ce169acd10ef08debe40e8ac89e", [
        ("ha-glass-effect-dark-ios26", "Tests/App/Settings/__Snapshots__/EntityFilterPickerView.test/testFiltersBar.dark.png"),
    ])
    /// SwiftUI's `.bordered` red "Delete" button at the regular control size, in cashapp's
    /// accessibility demo: iOS 18.5 (a rounded rectangle) and iOS 26.2 (a capsule), @3x.
    package static let a11yBorderedDelete = entries("cashapp/AccessibilitySnapshot", at: "5b03db81f49275312ea1a56914dbe9aa1608e3f0", [
        ("a11ysnapshot-bordered-delete-ios18", "Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/AccessibilitySnapshotPreviewsTests.SwiftUIRendererTests/testBasicAccessibilityDemo_18_5_402x874@3x.png"),
        ("a11ysnapshot-bordered-delete-ios26", "Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/AccessibilitySnapshotPreviewsTests.SwiftUIRendererTests/testBasicAccessibilityDemo_26_2_402x874@3x.png"),
    ])
    /// UIKit's `.glass()` buttons over white, black, blue, green and red, iOS 26, @3x (Display P3).
    package static let cupertinoGlass = entries("gunumdogdu/cupertino_native_better", at: "2897457805a139df2a54affb41beea963b72412a", [
        ("cnb-glass-backdrops-ios26", "misc/screenshots/button_preview_2.png"),
    ])
    /// UIKit's `.prominentGlass()` and the other configurations on white, iOS 26, @3x (Display P3).
    package static let cupertinoProminentGlass = entries("gunumdogdu/cupertino_native_better", at: "2897457805a139df2a54affb41beea963b72412a", [
        ("cnb-prominent-glass-ios26", "misc/screenshots/button_preview.png"),
    ])
    /// The same "Sign In" buttons disabled, iOS 16 and 17.
    package static let prefireSignInDisabled: [CorpusEntry] = [
        CorpusEntry(id: "prefire-signin-disabled-ios17", repository: "BarredEwe/Prefire", commit: "7ef3ca1018d4553f0eab259ece1d992511e87f5c", path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests/test_authView_Preview-iPhone-15.1.png"),
        CorpusEntry(id: "prefire-signin-disabled-ios16-aaeda18", repository: "BarredEwe/Prefire", commit: "aaeda1869400207fecf8c65b30814c576f77ddeb", path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.1.png"),
        CorpusEntry(id: "prefire-signin-disabled-ios16-9181de9", repository: "BarredEwe/Prefire", commit: "9181de90a8475d2e3b2acca5f143457613d3fbb0", path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.1.png"),
        CorpusEntry(id: "prefire-signin-disabled-ios16-2da3a06", repository: "BarredEwe/Prefire", commit: "2da3a06a1eb0b2137352bcad976b33b103764dac", path: "Example/PrefireExampleTests/__Snapshots__/PreFireExampleTests/test_authView_Preview.1.png"),
    ]
    /// Prefire's large tinted "Registration" SwiftUI buttons, iOS 16 and 17.
    package static let prefireRegistrationTinted: [CorpusEntry] = [
        CorpusEntry(id: "prefire-registration-tinted-ios17", repository: "BarredEwe/Prefire", commit: "7ef3ca1018d4553f0eab259ece1d992511e87f5c", path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests/test_authView_Preview-iPhone-15.1.png"),
        CorpusEntry(id: "prefire-registration-tinted-ios16-aaeda18", repository: "BarredEwe/Prefire", commit: "aaeda1869400207fecf8c65b30814c576f77ddeb", path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.1.png"),
        CorpusEntry(id: "prefire-registration-tinted-ios16-9181de9", repository: "BarredEwe/Prefire", commit: "9181de90a8475d2e3b2acca5f143457613d3fbb0", path: "Example/PrefireExampleTests/__Snapshots__/PreviewTests.generated/test_authView_Preview.1.png"),
        CorpusEntry(id: "prefire-registration-tinted-ios16-2da3a06", repository: "BarredEwe/Prefire", commit: "2da3a06a1eb0b2137352bcad976b33b103764dac", path: "Example/PrefireExampleTests/__Snapshots__/PreFireExampleTests/test_authView_Preview.1.png"),
    ]
    /// RevenueCat's paywall template 1, a 428 x 54 pt `.borderedProminent` `.large` SwiftUI
    /// button with `.buttonBorderShape(.capsule)`, light and dark, iOS 16 and 17 at @1x (the
    /// commit is reachable from the repository's pull-request refs, not from main).
    package static let revenueCatCapsules = entries("RevenueCat/purchases-ios", at: "ca45e06a2a646ae681ffc7bef4a48abd6e218811", [
        ("revenuecat-capsule-large-ios16", "Tests/RevenueCatUITests/Templates/__Snapshots__/Template1ViewTests/iOS16-testSamplePaywall.1.png"),
        ("revenuecat-capsule-large-dark-ios16", "Tests/RevenueCatUITests/Templates/__Snapshots__/Template1ViewTests/iOS16-testDarkMode.1.png"),
        ("revenuecat-capsule-large-ios17", "Tests/RevenueCatUITests/Templates/__Snapshots__/Template1ViewTests/iOS17-testSamplePaywall.1.png"),
        ("revenuecat-capsule-large-dark-ios17", "Tests/RevenueCatUITests/Templates/__Snapshots__/Template1ViewTests/iOS17-testDarkMode.1.png"),
    ])
    /// UIButton(type: .contactAdd) in swift-snapshot-testing's own tests, iOS 18.
    package static let contactAdd = entries("pointfreeco/swift-snapshot-testing", at: "7e6c39fb435c18baca24d7458a3b9b0504b77e09", [
        ("sst-uibutton-contactadd-7e6c39f", "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testUIView.1.png"),
    ])
    /// NSButton's regular push button in swift-snapshot-testing's own tests, macOS 11, 13 and 14.
    package static let pushRegular: [CorpusEntry] = [
        CorpusEntry(id: "sst-nsbutton-push-regular-4201a54", repository: "pointfreeco/swift-snapshot-testing", commit: "4201a54b4de6d82456f8b930452633f81a325f43", path: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testNSView.1.png"),
        CorpusEntry(id: "sst-nsbutton-push-regular-d47aff5", repository: "pointfreeco/swift-snapshot-testing", commit: "d47aff583470146b355108f08a74f958d3b0b111", path: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testNSView.1.png"),
        CorpusEntry(id: "sst-nsbutton-push-regular-b0dfce3", repository: "pointfreeco/swift-snapshot-testing", commit: "b0dfce3842d98f6f78dc679a9c5fdef14373295f", path: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testNSView.1.png"),
    ]
    /// zenangst/KeyboardCowboy's group editor, SwiftUI on macOS 11.3 at @2x, light and dark: its
    /// 76 x 20 pt "Cancel" push button on windowBackgroundColor.
    package static let keyboardCowboyPush = entries("zenangst/KeyboardCowboy", at: "3c014c83b9e4e8cc3e426faec82471d792eb9ef8", [
        ("keyboardcowboy-push-cancel-macos11", "UnitTests/Sources/Views/__Snapshots__/EditGroupTests/testSnapshotPreviews.macOS11-3-Light.png"),
        ("keyboardcowboy-push-cancel-dark-macos11", "UnitTests/Sources/Views/__Snapshots__/EditGroupTests/testSnapshotPreviews.macOS11-3-Dark.png"),
    ])
    /// ralfebert/swiftui-garden's SwiftUI button styles on iOS 26 (`Button("Roll", systemImage:
    /// "dice")` over stripes, @3x), each measured against the plain style's snapshot as its backdrop.
    package static let swiftUIGarden = entries("ralfebert/swiftui-garden", at: "c105d5c24b0d7590e2c42a36d338761f1a726704", [
        ("garden-bordered-ios26", "SwiftUIGardenTests/__Snapshots__/SwiftUIGardenTests/buttonStyles.bordered.png"),
        ("garden-bordered-prominent-ios26", "SwiftUIGardenTests/__Snapshots__/SwiftUIGardenTests/buttonStyles.borderedProminent.png"),
        ("garden-glass-ios26", "SwiftUIGardenTests/__Snapshots__/SwiftUIGardenTests/buttonStyles.glass.png"),
        ("garden-glass-prominent-ios26", "SwiftUIGardenTests/__Snapshots__/SwiftUIGardenTests/buttonStyles.glassProminent.png"),
    ])
    /// bitboom/ivibe's SwiftUI app on iOS 26 (iPhone 17 Pro simulator captures, @3x), each at
    /// the regular size: a `.bordered` button under an explicit `.tint(.blue)`, ...
    package static let ivibeBorderedTint = CorpusEntry(
        id: "ivibe-bordered-tint-ios26", repository: "bitboom/ivibe", commit: "225263bada614b9ac99ceb4701c76f15d39c80db", path: "docs/public/screenshots/ios26/lab-permission.png")
    /// ... a disabled `.borderedProminent` under an alert's dimming, ...
    package static let ivibeDisabledProminent = CorpusEntry(
        id: "ivibe-disabled-prominent-ios26", repository: "bitboom/ivibe", commit: "7031dd71eb9f4fe182f635fce8f014a9397edcde", path: "docs/public/screenshots/ios26/privacyRecovery.png")
    /// ... two `.borderedProminent` ones, the app's accent and under `.tint(.blue)`, ...
    package static let ivibeProminent = entries("bitboom/ivibe", at: "8c381430fb2ed49401a0f090b88eb591e2c635f3", [
        ("ivibe-prominent-ios26", "docs/public/screenshots/ios26/feedback-error.png"),
    ]) + entries("bitboom/ivibe", at: "225263bada614b9ac99ceb4701c76f15d39c80db", [
        ("ivibe-prominent-tint-ios26", "docs/public/screenshots/ios26/lab-permission.png"),
    ])
    /// ... and one at accessibility 2, its label framed 44 pt tall.
    package static let ivibeProminentAX2 = CorpusEntry(
        id: "ivibe-prominent-ax2-ios26", repository: "bitboom/ivibe", commit: "304d84647106ffca0e41b98b270a4b6d239ff5c7", path: "docs/public/screenshots/ios26/lab-dynamic-type.png")
    /// shayke-cohen/Odyssey's SwiftUI client on iOS 26.4 (an iPhone 17 simulator, the app shown in
    /// the 320 x 480 pt legacy frame at 3.76875 px a point): a disabled `.borderedProminent` at
    /// `.controlSize(.large)`, and a destructive `.bordered` with a `.caption` label, light and dark.
    package static let odysseyDisabledLarge = CorpusEntry(
        id: "odyssey-disabled-prominent-large-ios26", repository: "shayke-cohen/Odyssey", commit: "7874ac38fb8adff498ef392834ec3d4195ba8cae",
        path: "tests/screenshots/ios26/P1_pairing_screen_light.png")
    package static let odysseyDestructiveBordered = entries("shayke-cohen/Odyssey", at: "7874ac38fb8adff498ef392834ec3d4195ba8cae", [
        ("odyssey-destructive-bordered-ios26", "tests/screenshots/ios26/G5_settings_light.png"),
        ("odyssey-destructive-bordered-dark-ios26", "tests/screenshots/ios26/G5_settings_dark.png"),
    ])
    /// kechel/pumpfoil's SwiftUI app on an iPhone 17 Pro simulator at @3x: a destructive
    /// `.bordered` at `.controlSize(.small)` and one beside it under the app's accent colour alone
    /// (light), and a `.bordered` under `.tint(.accentColor)` in dark mode. Captured in June and
    /// July 2026, during App Store submission work, and taken as release 26: a 27 beta cannot be
    /// ruled out from the files alone, and every figure they share with 26 renders agrees.
    package static let pumpfoilSmallDestructive = CorpusEntry(
        id: "pumpfoil-small-destructive-bordered-ios26", repository: "kechel/pumpfoil", commit: "c08e02490d692064f82c6f1866ac901001b44844",
        path: "screenshots/mobile/ios/Simulator Screenshot - iPhone 17 Pro - 2026-07-06 at 03.04.32.png")
    package static let pumpfoilSmallAccent = CorpusEntry(
        id: "pumpfoil-small-accent-bordered-ios26", repository: "kechel/pumpfoil", commit: "c08e02490d692064f82c6f1866ac901001b44844",
        path: "screenshots/mobile/ios/Simulator Screenshot - iPhone 17 Pro - 2026-07-06 at 03.04.32.png")
    /// batonogov/pine's welcome window on macOS 26, dark, @2x (Display P3): SwiftUI's
    /// `.borderedProminent` at `.controlSize(.large)`, "Open Folder…".
    package static let pineLargeDefault26 = CorpusEntry(
        id: "pine-push-large-default-dark-macos26", repository: "batonogov/pine", commit: "18bdcee99787c548cd894923d080ae4dc1d99a2b",
        path: "assets/screenshot-welcome.png")
    /// ingo-eichhorst/Irrlicht's windowless SwiftUI snapshot on macOS 26, dark, @2x (Generic
    /// RGB): the default button "Apply".
    package static let irrlichtDefault26 = CorpusEntry(
        id: "irrlicht-push-default-dark-macos26", repository: "ingo-eichhorst/Irrlicht", commit: "344d00e3a84176357db319312d63d6469bcd225d",
        path: "platforms/macos/Tests/__Snapshots__/PermissionWizardEffectErrorRenderTests/testFailedApplyVisibleInAutoMode.auto-apply-failed.png")
    /// TypeWhisper/typewhisper-mac's settings window on macOS 26, dark, @2x: SwiftUI's default
    /// push button in a grouped form, over the form's row.
    package static let typeWhisperPush26 = CorpusEntry(
        id: "typewhisper-push-dark-macos26", repository: "TypeWhisper/typewhisper-mac", commit: "5ea29041f905c3244a30b18ec7a219b0e743e1db",
        path: ".github/screenshots/advanced.png")
    package static let pumpfoilBorderedTintDark = CorpusEntry(
        id: "pumpfoil-bordered-tint-dark-ios26", repository: "kechel/pumpfoil", commit: "0c061005b6d6901e5383cf24bc467946536cd0d4",
        path: "screenshots/mobile/ios/Simulator Screenshot - iPhone 17 Pro - 2026-06-26 at 11.58.32.png")
    /// stevansen/BeerChillerIOS's watch app on watchOS 26 (an Apple Watch Series 11, 46 mm,
    /// @2x): SwiftUI's default buttons in a scroll view, "Start" tinted and "Stoppen" not.
    package static let beerChillerWatch26 = entries("stevansen/BeerChillerIOS", at: "8974f03e59a727834fc28ad7dbef7c440cd3bbfd", [
        ("beerchiller-start-tinted-watchos26", "AppStore/screenshots/watch/02-idle.png"),
        ("beerchiller-stop-watchos26", "AppStore/screenshots/watch/01-running.png"),
    ])
    /// marcatos/SimPulse's watch app on watchOS 26 (an Apple Watch Series 11, 46 mm, @2x):
    /// SwiftUI's default button "Start" in a VStack, not a scroll view.
    package static let simPulseWatch26 = CorpusEntry(
        id: "simpulse-start-watchos26", repository: "marcatos/SimPulse", commit: "2c53ae4724a95eb9a5ecd27955c7ff093113a4c8",
        path: "docs/screenshots/watchos/watch-002-idle.png")
    /// inseven/reconnect's backup window on macOS 26, light and dark, @2x (Display P3): SwiftUI's
    /// default buttons, a regular push button "Cancel" and the default button "Continue".
    package static let reconnectPush26 = entries("inseven/reconnect", at: "59d6e6ad15796b2de69c29cd6b2639063e397e86", [
        ("reconnect-push-cancel-macos26", "docs/images/backup@2x.png"),
        ("reconnect-push-cancel-dark-macos26", "docs/images/backup-dark@2x.png"),
        ("reconnect-push-default-macos26", "docs/images/backup@2x.png"),
        ("reconnect-push-default-dark-macos26", "docs/images/backup-dark@2x.png"),
    ])
    /// AccessibilitySnapshot's UISwitch references, on, off and disabled, iOS 17.5 and 18.5 at @3x.
    package static let uiSwitch = entries("cashapp/AccessibilitySnapshot", at: "5b03db81f49275312ea1a56914dbe9aa1608e3f0", [
        ("a11ysnapshot-uiswitch-on-ios18", "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_18_5_402x874@3x.png"),
        ("a11ysnapshot-uiswitch-off-ios18", "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_18_5_402x874@3x.png"),
        ("a11ysnapshot-uiswitch-disabled-ios18", "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_18_5_402x874@3x.png"),
        ("a11ysnapshot-uiswitch-on-ios17", "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_17_5_393x852@3x.png"),
        ("a11ysnapshot-uiswitch-off-ios17", "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_17_5_393x852@3x.png"),
        ("a11ysnapshot-uiswitch-disabled-ios17", "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_17_5_393x852@3x.png"),
    ])
    /// NativeBook's filled "Rounded" button (`.medium` corner style), iOS 17 at @3x: the default size and xs, m, xl, xxxl, dark and right-to-left.
    package static let nativebookRounded = nativeBook("rounded", story: "RoundedCornerButton")
    /// NativeBook's gray large "Outline" button, iOS 17 at @3x: the default size and xs, m, xl, xxxl, dark and right-to-left.
    package static let nativebookOutline = nativeBook("outline", story: "OutlineButton")
    /// NativeBook's tinted image-only "star" button, iOS 17 at @3x: the default size and xs, m, xl, xxxl, dark and right-to-left.
    package static let nativebookStar = nativeBook("star", story: "IconButton")
    /// NativeBook's `bell` symbol above "Image + Title", iOS 17 at @3x: the default size and xs, m, xl, xxxl, dark and right-to-left.
    package static let nativebookBell = nativeBook("bell-over-title", story: "ImageTitleButton")
    /// The "star" button in dark mode: the tinted fill's dark alpha.
    package static let nativebookStarDark = nativebookStar.filter { $0.id == "nativebook-star-dark" }
    /// The off UISwitch, iOS 18.5: the knob's shadow over the off track.
    package static let uiSwitchOffIOS18 = uiSwitch.filter { $0.id == "a11ysnapshot-uiswitch-off-ios18" }

    /// Entries of one repository at one commit, from their ids and paths.
    private static func entries(_ repository: String, at commit: String, _ idsAndPaths: [(String, String)]) -> [CorpusEntry] {
        idsAndPaths.map { CorpusEntry(id: $0.0, repository: repository, commit: commit, path: $0.1) }
    }

    /// psharanda/NativeBook's UIButton references of one story, at every variant the corpus holds,
    /// named and stored as NativeBook names and stores them.
    private static func nativeBook(_ short: String, story: String) -> [CorpusEntry] {
        ["default", "xs", "m", "xl", "xxxl", "dark", "rtl"].map {
            CorpusEntry(
                id: "nativebook-\(short)-\($0)", repository: "psharanda/NativeBook", commit: "3561089cb1febbb69febd8487220c15d1f5b7fcc",
                path: "Ref/ReferenceImages_64/NativeBookTests.UIButtonTests/test_\(story)__\($0)@3x.png")
        }
    }
}
