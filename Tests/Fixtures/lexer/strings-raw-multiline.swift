let a = ##"""
    a \##(x) b \(y) "# c
    """##
let b = #"""
    """ inside
    """#
