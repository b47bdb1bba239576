let a = """
    Line one
    Line "two" with \(value)
    """
let b = """
"""
