import type { LanguageModelV3Middleware, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { AppError } from "@/lib/errors";

/**
 * Middleware that turns a provider stream which breaks mid-answer (connection dropped, socket
 * reset) into an `error` part followed by the end of the stream.
 *
 * Why: the AI SDK throws such network errors out of `fullStream` instead of emitting an error
 * part, so `streamText`'s `onError` and `onFinish` never run and a UI message stream response
 * just breaks. As an error part it takes the same path as any provider error: `onError` fires,
 * the client gets a readable message, and the partial text can be saved. Aborts stay aborts.
 * Errors before the stream starts are left alone so the SDK's retries still apply.
 *
 * @param label human name of the model, used in the message ("LM Studio · qwen3").
 */
export function streamErrorsAsParts(label: string): LanguageModelV3Middleware {
  return {
    specificationVersion: "v3",
    async wrapStream({ doStream }) {
      const result = await doStream();
      const reader = result.stream.getReader();
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async pull(controller) {
          try {
            const { done, value } = await reader.read();
            if (done) controller.close();
            else controller.enqueue(value);
          } catch (error) {
            if (isAbort(error)) return controller.error(error);
            controller.enqueue({ type: "error", error: brokenStreamError(label, error) });
            controller.close();
          }
        },
        cancel(reason) {
          return reader.cancel(reason);
        },
      });
      return { ...result, stream };
    },
  };
}

/** An AppError "provider:stream" saying which model broke off, with the low-level cause kept. */
export function brokenStreamError(label: string, cause: unknown): AppError {
  const error = new AppError(
    "provider:stream",
    `The connection to ${label} broke off before the answer was complete (${rootMessage(cause)}).`,
  );
  error.cause = cause;
  return error;
}

// Same names the AI SDK treats as aborts (provider-utils isAbortError), which is not a direct dependency.
function isAbort(error: unknown): boolean {
  return error instanceof Error && ["AbortError", "ResponseAborted", "TimeoutError"].includes(error.name);
}

/** The innermost cause's message: "other side closed" says more than "Failed to process successful response". */
function rootMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause instanceof Error; depth++) {
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(current);
}
