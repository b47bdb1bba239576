import Foundation
import RuleKit

let status = CLI.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
