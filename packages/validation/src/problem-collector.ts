/** Collects the problems of one validation and turns them into the spec's ErrorDetail. */
import { errorDetail, notification, type ErrorDetail, type Notification } from './error-detail.js';
import type { NotificationCode } from './notification-codes.js';
import type { ProblemSink } from './schema-compiler.js';
import { LIMITS } from './schema/limits.js';

/** A {@link ProblemSink} that keeps the first 100 problems and counts all of them. */
export class ProblemCollector implements ProblemSink {
  readonly notifications: Notification[] = [];
  total = 0;

  add(code: NotificationCode, field: string, tail: string): void {
    this.report(code, [field], `${field === '' ? 'the body' : field} ${tail}`);
  }

  /** Records a problem that involves several fields (cross-field rules). */
  report(code: NotificationCode, fields: readonly string[], message: string): void {
    this.total++;
    if (this.notifications.length < LIMITS.notifications) this.notifications.push(notification(code, fields, message));
  }

  /** The ErrorDetail of everything collected; `context` names what was validated. */
  toErrorDetail(context: string): ErrorDetail {
    const detail = errorDetail(this.notifications, context);
    if (this.total > this.notifications.length) {
      detail.message = `${this.total} problems in ${context}; the first ${this.notifications.length} are listed`;
    }
    return detail;
  }
}
