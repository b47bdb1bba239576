#!/usr/bin/swift
let a = 1
