/**
 * A start the server refuses for a reason the operator must sort out (a conflicting setting, say): the
 * process prints its message, which says what to do, without a stack trace, and exits 1.
 */
export class StartupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupRefusal';
  }
}
