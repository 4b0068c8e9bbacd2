/**
 * Where an instance is in its life, as the health routes, the drain and the job workers see it
 * (docs/operations.md, "Health, drain and restarts"). One per process, made by main.ts (tests make
 * their own); buildApp works without one (always ready as long as the database answers).
 */
export class Lifecycle {
  /** SIGTERM came: /api/health/ready answers 503 (the instance still serves everything). */
  draining = false;
  /** The listening socket is closed: every answer says `Connection: close`, so the open connections end. */
  closing = false;
  /**
   * Aborted when the instance stops (SIGTERM, after nothing else is taken): long job handlers
   * (a mailing's run) stop claiming new work, settle what they hold and release the rest.
   */
  private readonly stopping = new AbortController();
  /** Why the database cannot serve this code (its schema is behind); null when it can. */
  schemaProblem: string | null = null;

  get stopSignal(): AbortSignal {
    return this.stopping.signal;
  }

  startDrain() {
    this.draining = true;
  }

  stopAccepting() {
    this.draining = true;
    this.closing = true;
  }

  stop() {
    this.draining = true;
    this.closing = true;
    this.stopping.abort();
  }
}
