import RuleKit

let status = CLI.run(Paths.commandLineArguments())
StandardStreams.exit(status)
