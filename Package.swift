// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HeadlessKit",
    products: [
        .library(name: "HeadlessKit", targets: ["HeadlessKit"]),
        .library(name: "HeadlessCassowary", targets: ["HeadlessCassowary"]),
        .executable(name: "pager-demo", targets: ["pager-demo"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "HeadlessCassowary"),
        .target(name: "HeadlessKit", dependencies: ["HeadlessCassowary"]),
        .executableTarget(
            name: "pager-demo",
            dependencies: ["HeadlessKit"],
            path: "Examples/pager-demo"
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["HeadlessKit", "HeadlessCassowary"],
            path: "Benchmarks",
            exclude: ["compare-kiwi.py"]
        ),
        .testTarget(name: "HeadlessKitTests", dependencies: ["HeadlessKit"]),
        .testTarget(name: "HeadlessCassowaryTests", dependencies: ["HeadlessCassowary"]),
    ],
    swiftLanguageModes: [.v6]
)
