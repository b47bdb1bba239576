#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RuleKit

let status = CLI.run(Array(CommandLine.arguments.dropFirst()))
StandardStreams.exit(status)
