#!/usr/bin/env swift
print("hello")
