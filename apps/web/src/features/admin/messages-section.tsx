import type { MessageKind, MessageStatus, OutboxMessage } from "@sahayi/contract";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api-client.ts";
import { dateTime } from "./formats.ts";
import { type MessageOwner, useOwnerMessages, useResendMessage } from "./outbox-api.ts";

const KIND_LABELS: Record<MessageKind, string> = {
  receipt: "Receipt",
  helper_approved: "Approved",
  helper_rejected: "Not approved",
  report_accepted: "Report accepted",
  report_declined: "Report declined",
  plan_ending: "Plan ending",
  plan_ended: "Plan ended",
  hire_question: "Did you hire?",
  account_deleted: "Account deleted",
  availability_check: "Still available?",
  hire_check: "Got the job?",
};

const STATUS_LABELS: Record<MessageStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

const STATUS_CLASSES: Record<MessageStatus, string> = {
  queued: "bg-stone-100 text-stone-700",
  sending: "bg-stone-100 text-stone-700",
  sent: "bg-brand-100 text-brand-900",
  failed: "bg-red-700 text-white",
};

function MessageItem({ message }: { message: OutboxMessage }) {
  const resend = useResendMessage();
  const label = `${KIND_LABELS[message.kind]} by ${message.channel === "sms" ? "SMS" : "e-mail"}`;
  return (
    <li className="flex flex-col gap-2 rounded border border-stone-300 p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">
          {label} · {message.recipient}{" "}
          <span className={`rounded px-2 py-0.5 text-sm ${STATUS_CLASSES[message.status]}`}>
            {STATUS_LABELS[message.status]}
          </span>
        </p>
        <p className="break-words text-sm">{message.subject ?? message.text}</p>
        <p className="text-sm text-stone-600">
          Queued {dateTime(message.created_at)}
          {message.sent_at ? ` · sent ${dateTime(message.sent_at)}` : ""}
          {message.attempts > 1 ? ` · ${message.attempts} attempts` : ""}
        </p>
        {message.last_error && message.status !== "sent" ? (
          <p className="break-words text-sm text-red-700">Provider: {message.last_error}</p>
        ) : null}
      </div>
      {message.status === "failed" ? (
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(message.id, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
          aria-label={`Send again: ${label}`}
          className="self-start rounded border border-brand-600 px-3 py-1 font-semibold text-brand-800 disabled:opacity-60"
        >
          Send again
        </button>
      ) : null}
    </li>
  );
}

/** The messages sent to an account or a helper, each with its state; a failed one can be resent. */
export function MessagesSection({ owner }: { owner: MessageOwner }) {
  const messages = useOwnerMessages(owner);
  return (
    <section aria-labelledby="outbox-heading" className="flex flex-col gap-2">
      <h2 id="outbox-heading" className="font-semibold text-xl">
        Messages sent
      </h2>
      {messages.isPending ? <p>Loading…</p> : null}
      {messages.isError ? (
        <p role="alert">
          {errorMessage(messages.error)}{" "}
          <button type="button" className="underline" onClick={() => void messages.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {messages.data?.messages.length === 0 ? <p>No messages yet.</p> : null}
      {messages.data && messages.data.messages.length > 0 ? (
        <ul aria-label="Messages sent" className="flex flex-col gap-2">
          {messages.data.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
