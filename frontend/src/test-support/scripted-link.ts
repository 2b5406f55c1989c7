import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, Subject, of, throwError } from 'rxjs';

type Variables = Record<string, unknown>;
type Answer = ApolloLink.Result | Error | Observable<ApolloLink.Result>;

/**
 * A terminating link answering operations by name, as the gateway would, and
 * recording what was asked. Subscriptions are fed by hand through push().
 */
export class ScriptedLink extends ApolloLink {
  readonly calls: { operationName: string; variables: Variables }[] = [];
  private readonly answers = new Map<string, (variables: Variables) => Answer>();
  private readonly subscriptions = new Map<string, Subject<ApolloLink.Result>>();
  private readonly liveSubscriptions = new Map<string, number>();

  constructor() {
    super((operation) => this.answer(operation.operationName ?? '', operation.variables, operation.operationType === OperationTypeNode.SUBSCRIPTION));
  }

  /** How the named query or mutation is answered from now on. */
  on(operationName: string, answer: (variables: Variables) => Answer): this {
    this.answers.set(operationName, answer);
    return this;
  }

  /** Sends one result to the open subscription with that name. */
  push(operationName: string, result: ApolloLink.Result): void {
    const subject = this.subscriptions.get(operationName);
    if (!subject) throw new Error(`No open subscription ${operationName}`);
    subject.next(result);
  }

  /** Whether the app still listens to a subscription with that name (it has not unsubscribed). */
  isSubscribed(operationName: string): boolean {
    return (this.liveSubscriptions.get(operationName) ?? 0) > 0;
  }

  callsOf(operationName: string) {
    return this.calls.filter((call) => call.operationName === operationName);
  }

  private answer(operationName: string, variables: Variables, isSubscription: boolean): Observable<ApolloLink.Result> {
    this.calls.push({ operationName, variables });
    const script = this.answers.get(operationName);
    if (script) {
      const answer = script(variables);
      if (answer instanceof Error) return throwError(() => answer);
      return answer instanceof Observable ? answer : of(answer);
    }
    if (isSubscription) {
      const subject = new Subject<ApolloLink.Result>();
      this.subscriptions.set(operationName, subject);
      return new Observable<ApolloLink.Result>((subscriber) => {
        this.liveSubscriptions.set(operationName, (this.liveSubscriptions.get(operationName) ?? 0) + 1);
        const feed = subject.subscribe(subscriber);
        return () => {
          feed.unsubscribe();
          this.liveSubscriptions.set(operationName, this.liveSubscriptions.get(operationName)! - 1);
        };
      });
    }
    return throwError(() => new Error(`No answer scripted for ${operationName}`));
  }
}
