// `swift run -c release Benchmarks [--quick] [--json] [--heap-trim] [--filter NAME]`
//
// Each area adds its workloads in a file of its own (`Workloads+Core.swift`, ...) and one line here.

var workloads: [Workload] = []
workloads += coreWorkloads()
workloads += solverWorkloads()
workloads += layoutWorkloads()
workloads += scrollWorkloads()
workloads += testingWorkloads()
workloads += traceWorkloads()
workloads += pagerWorkloads()
workloads += collectionWorkloads()
workloads += leakWorkloads()
workloads += layoutScaleWorkloads()
workloads += scaleWorkloads()
workloads += chainWorkloads()
workloads += diffableWorkloads()
workloads += compositionalWorkloads()
workloads += tableWorkloads()
workloads += keyboardWorkloads()

runBenchmarks(workloads, options: Options(arguments: CommandLine.arguments))
