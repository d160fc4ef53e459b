/** Collects the problems of one validation and turns them into the spec's ErrorDetail. */
import type { ErrorDetail, Notification } from './error-detail.js';
import { ERROR_DETAIL_CODES, type NotificationCode } from './notification-codes.js';
import { ProblemSink, type Key, type ProblemKind } from './walk-runtime.js';
import { LIMITS } from './schema/limits.js';

/** A {@link ProblemSink} that keeps the first 100 problems and counts all of them. */
export class ProblemCollector extends ProblemSink {
  readonly notifications: Notification[] = [];

  protected found(kind: ProblemKind, k: Key, tail: string): void {
    if (this.notifications.length < LIMITS.notifications) {
      const field = this.fieldOf(k);
      this.push(kind.code, [field], (field === '' ? 'the body' : field) + tail, kind.ota);
    }
  }

  /** Records a problem of kind `kind` that involves several fields (cross-field rules). */
  report(kind: ProblemKind, fields: string[], message: string): void {
    this.total++;
    if (this.notifications.length < LIMITS.notifications) this.push(kind.code, fields, message, kind.ota);
  }

  /** Appends the problems of `later` (counted and listed after these, up to the cap). */
  append(later: ProblemCollector): void {
    this.total += later.total;
    for (const n of later.notifications) {
      if (this.notifications.length < LIMITS.notifications) this.notifications.push(n);
    }
  }

  private push(code: NotificationCode, fields: string[], message: string, ota: number | undefined): void {
    this.notifications.push(ota === undefined ? { code, fields, message } : { code, fields, message, otaErrorCode: ota });
  }

  /** The ErrorDetail of everything collected; `context` names what was validated. */
  toErrorDetail(context: string): ErrorDetail {
    const listed = this.notifications.length;
    const first = this.notifications[0];
    const message = this.total > listed
      ? `${this.total} problems in ${context}; the first ${listed} are listed`
      : listed === 1 && first ? first.message : `${listed} problems in ${context}`;
    return { code: ERROR_DETAIL_CODES.invalidRequest, context, message, notifications: this.notifications };
  }
}
