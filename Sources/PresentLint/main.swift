import RuleKit

let status = CLI.run(Array(CommandLine.arguments.dropFirst()))
StandardStreams.exit(status)
