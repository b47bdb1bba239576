/* outer /* inner */ still outer */
let a = 1 /* inline */ + 2
/** doc block */
let b = 3
