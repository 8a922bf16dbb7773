import { LogController } from "fastify";

/**
 * Request lines go to the debug level: at the default info level a busy server writes only
 * what needs attention (errors, start-up), which also keeps the hot path fast.
 */
export class RequestLog extends LogController {
  override incomingRequest(...[request]: Parameters<LogController["incomingRequest"]>) {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    ...[error, request, reply]: Parameters<LogController["requestCompleted"]>
  ) {
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        "request errored",
      );
    } else {
      request.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
    }
  }
}
