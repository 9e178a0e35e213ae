/// An unknown of the linear system, with a name for diagnostics and the value last published
/// by `Solver.updateVariables()`.
///
/// Variables have identity: two variables with the same name are different unknowns. The
/// solver orders the symbols it makes for variables by the order in which it first meets them
/// (terms in the order they are written), never by address, so pivots are deterministic.
public final class Variable: CustomStringConvertible {
    /// A name for descriptions and error messages; not used by the solver.
    public var name: String

    // `value` and `tag` are read through inlinable getters of unchecked stored fields: a
    // client module ignores `@exclusivity(unchecked)` on a property of this one (the attribute
    // does not travel with the module's interface), so a plain stored property costs each
    // read from another module a runtime exclusivity check (a thread-local lookup); the
    // inlined getter's access keeps this module's unchecked enforcement. Only whole loads and
    // stores of a `Double` or an `Int`, never an access held across a call.
    @exclusivity(unchecked) @usableFromInline var storedValue: Double
    @exclusivity(unchecked) @usableFromInline var storedTag: Int

    /// The value published by the last `Solver.updateVariables()` (0 before that).
    public internal(set) var value: Double {
        @inlinable get { storedValue }
        set { storedValue = newValue }
    }

    /// An optional back reference for clients, e.g. the view that owns this variable, so the
    /// caller can map `Solver.changedVariables` back to its own objects without a dictionary.
    /// (Unchecked exclusivity: only whole loads and stores of a reference; a checked access
    /// costs more than the store in a layout that makes thousands of variables.)
    @exclusivity(unchecked) public weak var owner: AnyObject?

    /// A free integer for clients, e.g. which attribute of `owner` this variable is.
    public var tag: Int {
        @inlinable get { storedTag }
        @inlinable set { storedTag = newValue }
    }

    /// The symbol of this variable in the solver that registered it through this field, or -1
    /// (see `Solver.symbol(of:)`). Unchecked exclusivity: single loads and stores only.
    @exclusivity(unchecked) var solverSymbol: Int32 = -1

    /// Makes a variable with a name, a starting value and an optional owner and tag.
    public init(_ name: String = "", value: Double = 0, owner: AnyObject? = nil, tag: Int = 0) {
        self.name = name
        self.storedValue = value
        self.storedTag = tag
        // A weak store of nil would still call the runtime: the field starts out nil.
        if let owner { self.owner = owner }
    }

    public var description: String { name.isEmpty ? "<variable>" : name }
}
