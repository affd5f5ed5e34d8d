/**
 * The services cannot start with this configuration. `problems` lists every setting at fault, each as
 * `<setting> (<ENV_VAR>): <why>`; the message lists them all, one a line.
 */
export class ServicesConfigError extends Error {
  override name = 'ServicesConfigError'

  constructor(readonly problems: readonly string[]) {
    super(`Invalid services configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`)
  }
}
