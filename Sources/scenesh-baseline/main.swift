// The floor `scenesh-bench startup` measures the shell's start-up against: a Foundation
// program that reads one line and prints one, as `echo quit | scenesh` does.

import Foundation

_ = readLine()
print("Hello, \(ProcessInfo.processInfo.processName)")
