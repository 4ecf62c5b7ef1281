import { Form, useNavigation } from "react-router";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { neutraliseDisplayText } from "../../../../common/display-text";
import { STAFF_NOTE_MAX_LENGTH } from "../../../../common/limits";
import { Button } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";
import { CsrfField } from "../auth/csrf-field";
import { Panel } from "../auth/page-heading";

/**
 * The parts of a back-office record page (an order, a contact request) that change it: the fields every
 * change sends, the internal notes and the history of who changed what.
 */

/** The fields every change sends: the session's CSRF token, what to do and the version the page showed. */
export function ChangeFields({
  intent,
  action,
  version,
}: {
  intent: string;
  action?: string;
  version: number;
}) {
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {action && <input type="hidden" name="action" value={action} />}
      <input type="hidden" name="version" value={version} />
    </>
  );
}

/** Whether a change with this intent is being sent right now. */
export function useSubmittingIntent(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * Notes only staff see, saved under the record's version rule like any other change; a refused save keeps
 * what was typed and says why, beside the field or above the button.
 */
export function StaffNotesPanel({
  record,
  version,
  notes,
  fieldError,
  problem,
}: {
  /** Names the panel's ids: "order" gives order-notes, order-notes-field, … */
  record: string;
  version: number;
  /** The notes as stored, or as typed when a save was refused. */
  notes: string;
  fieldError?: string;
  /** A refusal that is not about the field. */
  problem?: string;
}) {
  const busy = useSubmittingIntent("notes");
  const fieldId = `${record}-notes-field`;
  const errorId = `${record}-notes-error`;
  const hintId = `${record}-notes-hint`;
  return (
    <Panel id={`${record}-notes`} title="Internal notes">
      <Form method="post" className="grid gap-3" key={`notes-${version}`}>
        <ChangeFields intent="notes" version={version} />
        <label htmlFor={fieldId} className="sr-only">
          Internal notes
        </label>
        <textarea
          id={fieldId}
          name="notes"
          rows={4}
          maxLength={STAFF_NOTE_MAX_LENGTH}
          defaultValue={notes}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : hintId}
          className={fieldControlClass(Boolean(fieldError), "py-3")}
        />
        {fieldError ? (
          <p id={errorId} className="text-sm text-[#9b2c1f]">
            {fieldError}
          </p>
        ) : (
          <p id={hintId} className="text-xs text-charcoal/70">
            Only staff see these notes.
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-[#9b2c1f]">
            {problem}
          </p>
        )}
        <Button
          type="submit"
          variant="outline"
          loading={busy}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          Save notes
        </Button>
      </Form>
    </Panel>
  );
}

export type ChangeHistoryEntry = {
  id: string;
  title: string;
  at: string;
  actorName: string;
  note?: string | null;
};

/** Who did what and when, oldest first, from the moment the visitor sent the record. */
export function ChangeHistory({
  id,
  title,
  created,
  entries,
}: {
  id: string;
  title: string;
  /** The first entry: "Placed by the customer" and when. */
  created: { title: string; at: string };
  entries: ChangeHistoryEntry[];
}) {
  return (
    <Panel id={id} title={title}>
      <ol className="grid gap-4 border-l-2 border-sand pl-4 text-sm">
        <li>
          <p className="font-medium text-charcoal">{created.title}</p>
          <p className="text-charcoal/75">
            <time dateTime={created.at}>{formatDhakaDateTime(created.at)}</time>
          </p>
        </li>
        {entries.map((entry) => (
          <li key={entry.id}>
            <p className="font-medium text-charcoal">{entry.title}</p>
            <p className="text-charcoal/75">
              <time dateTime={entry.at}>{formatDhakaDateTime(entry.at)}</time> ·{" "}
              {neutraliseDisplayText(entry.actorName)}
            </p>
            {entry.note && <p className="mt-1 whitespace-pre-line break-words">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
