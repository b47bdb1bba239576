let a = """
    "one" ""two"" \"""
    """
