// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HeadlessKit",
    products: [
        .library(name: "HeadlessKit", targets: ["HeadlessKit"]),
        .library(name: "HeadlessTesting", targets: ["HeadlessTesting"]),
        .executable(name: "pager-demo", targets: ["pager-demo"]),
        .executable(name: "collections-example", targets: ["collections-example"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "HeadlessKit"),
        .target(name: "HeadlessTesting", dependencies: ["HeadlessKit"]),
        .executableTarget(
            name: "pager-demo",
            dependencies: ["HeadlessKit", "HeadlessTesting"],
            path: "Examples/pager-demo"
        ),
        .executableTarget(
            name: "collections-example",
            dependencies: ["HeadlessKit", "HeadlessTesting"],
            path: "Examples/Collections"
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["HeadlessKit", "HeadlessTesting"],
            path: "Benchmarks"
        ),
        .testTarget(name: "HeadlessKitTests", dependencies: ["HeadlessKit", "HeadlessTesting"]),
        .testTarget(
            name: "HeadlessTestingTests", dependencies: ["HeadlessTesting", "HeadlessKit"],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
