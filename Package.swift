// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HeadlessKit",
    products: [
        .library(name: "HeadlessCassowary", targets: ["HeadlessCassowary"]),
        .library(name: "HeadlessKit", targets: ["HeadlessKit"]),
        .library(name: "HeadlessTesting", targets: ["HeadlessTesting"]),
        .executable(name: "pager-demo", targets: ["pager-demo"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "HeadlessCassowary"),
        .target(name: "HeadlessKit", dependencies: ["HeadlessCassowary"]),
        .target(name: "HeadlessTesting", dependencies: ["HeadlessKit"]),
        .executableTarget(
            name: "pager-demo",
            dependencies: ["HeadlessKit", "HeadlessTesting"],
            path: "Examples/pager-demo"
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["HeadlessKit", "HeadlessTesting", "HeadlessCassowary"],
            path: "Benchmarks",
            exclude: ["compare-kiwi.py"]
        ),
        .testTarget(name: "HeadlessCassowaryTests", dependencies: ["HeadlessCassowary"]),
        .testTarget(name: "HeadlessKitTests", dependencies: ["HeadlessKit", "HeadlessTesting"]),
        .testTarget(
            name: "HeadlessTestingTests", dependencies: ["HeadlessTesting", "HeadlessKit"],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
