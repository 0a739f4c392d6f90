"""What the benchmark scripts share (a package, so `make bench` does not run it as a script)."""
