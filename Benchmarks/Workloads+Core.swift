import HeadlessKit

/// The core view-tree workloads.
func coreWorkloads() -> [Workload] {
    []
}
