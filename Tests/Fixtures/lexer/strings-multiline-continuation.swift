let a = """
    continued \
    line
    """
