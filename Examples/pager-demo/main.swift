import HeadlessKit

// Grows with each widget: for now the number formatting the dumps use.
print("HeadlessKit pager-demo: \(formatted(12.5))")
