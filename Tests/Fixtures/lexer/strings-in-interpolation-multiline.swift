let a = """
    \("single \(x)") and \("""
        nested
        """)
    """
