/// The symbols a constraint added: its marker and, for non-required ones, the other error.
struct Tag {
    var marker: Int32
    var other: Int32 = -1
}
