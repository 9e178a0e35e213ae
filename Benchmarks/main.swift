// `swift run -c release Benchmarks [--quick] [--json] [--filter NAME]`
//
// Each area adds its workloads in a file of its own (`Workloads+Core.swift`, ...) and one line here.

let workloads: [Workload] = coreWorkloads() + solverWorkloads()

runBenchmarks(workloads, options: Options(arguments: CommandLine.arguments))
