// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "HeadlessKit",
    products: [
        .library(name: "HeadlessCassowary", targets: ["HeadlessCassowary"]),
        .library(name: "HeadlessKit", targets: ["HeadlessKit"]),
        .library(name: "HeadlessPagers", targets: ["HeadlessPagers"]),
        .library(name: "HeadlessTesting", targets: ["HeadlessTesting"]),
        .executable(name: "pager-demo", targets: ["pager-demo"]),
        .executable(name: "walkthrough-example", targets: ["walkthrough-example"]),
        .executable(name: "collections-example", targets: ["collections-example"]),
        .executable(name: "tabscroll-example", targets: ["tabscroll-example"]),
        .executable(name: "stickyheader-example", targets: ["stickyheader-example"]),
        .executable(name: "topcontentpager-example", targets: ["topcontentpager-example"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "HeadlessCassowary"),
        .target(name: "HeadlessKit", dependencies: ["HeadlessCassowary"]),
        .target(name: "HeadlessPagers", dependencies: ["HeadlessKit"]),
        .target(name: "HeadlessTesting", dependencies: ["HeadlessKit"]),
        .executableTarget(
            name: "pager-demo",
            dependencies: ["HeadlessKit", "HeadlessPagers", "HeadlessTesting"],
            path: "Examples/pager-demo"
        ),
        .executableTarget(
            name: "walkthrough-example",
            dependencies: ["HeadlessKit", "HeadlessPagers", "HeadlessTesting"],
            path: "Examples/Walkthrough"
        ),
        .executableTarget(
            name: "collections-example",
            dependencies: ["HeadlessKit", "HeadlessTesting"],
            path: "Examples/Collections"
        ),
        .executableTarget(
            name: "tabscroll-example",
            dependencies: ["HeadlessKit", "HeadlessPagers", "HeadlessTesting"],
            path: "Examples/TabScroll"
        ),
        .executableTarget(
            name: "stickyheader-example",
            dependencies: ["HeadlessKit", "HeadlessPagers", "HeadlessTesting"],
            path: "Examples/StickyHeader"
        ),
        .executableTarget(
            name: "topcontentpager-example",
            dependencies: ["HeadlessKit", "HeadlessPagers", "HeadlessTesting"],
            path: "Examples/TopContentPager"
        ),
        .target(
            name: "PortedSignIn",
            dependencies: ["HeadlessKit"],
            path: "Examples/PortedSignIn"
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "HeadlessCassowary", "HeadlessKit", "HeadlessPagers", "HeadlessTesting",
            ],
            path: "Benchmarks",
            exclude: ["compare-kiwi.py"]
        ),
        .testTarget(
            name: "HeadlessCassowaryTests", dependencies: ["HeadlessCassowary", "HeadlessTesting"]),
        .testTarget(
            name: "PortedSignInTests",
            dependencies: ["PortedSignIn", "HeadlessKit", "HeadlessTesting"]),
        .testTarget(name: "HeadlessKitTests", dependencies: ["HeadlessKit", "HeadlessTesting"]),
        .testTarget(
            name: "HeadlessPagersTests",
            dependencies: ["HeadlessPagers", "HeadlessKit", "HeadlessTesting"]),
        .testTarget(
            name: "HeadlessTestingTests", dependencies: ["HeadlessTesting", "HeadlessKit"],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
