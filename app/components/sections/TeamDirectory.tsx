import { useState } from "react";
import type { PersonOnPage } from "~/cms/team-views.server";
import { Modal } from "../ui/Modal";
import { Tabs } from "../ui/Tabs";
import { PersonBio, PersonCard } from "./PersonCard";

type TeamDirectoryProps = {
  labels: { label: string; staffLabel: string; boardLabel: string; bioButton: string };
  staff: readonly PersonOnPage[];
  board: readonly PersonOnPage[];
};

/** Our Team page: Our Team (default) and Board Members tabs; a card opens the biography. */
export function TeamDirectory({ labels, staff, board }: TeamDirectoryProps) {
  const [selected, setSelected] = useState<PersonOnPage | null>(null);
  const grid = (people: readonly PersonOnPage[]) => (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {people.map((person) => (
        <li key={person.key}>
          <PersonCard person={person} bioLabel={labels.bioButton} onOpen={setSelected} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <Tabs
        label={labels.label}
        idPrefix="team"
        defaultId="ourTeam"
        listClassName="justify-center"
        tabs={[
          {
            id: "ourTeam",
            label: labels.staffLabel,
            content: grid(staff),
          },
          {
            id: "boardMembers",
            label: labels.boardLabel,
            content: grid(board),
          },
        ]}
      />
      <Modal
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.title}
        description={selected?.role}
        size="lg"
      >
        {selected ? <PersonBio person={selected} /> : null}
      </Modal>
    </>
  );
}
