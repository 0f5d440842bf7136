import { expect, it } from "vitest";

import type { DeskActor } from "#app/features/desk/desk-service";
import { NO_FILTERS } from "#app/features/desk/desk.schema";
import type { ListSort } from "#app/features/desk/desk.schema";
import { describeEachDatabase } from "#tests/support/databases";
import { useDeskTest, type Desk } from "./desk-test-support";

// The list as a tool (issue 55): sorting, an inquiry's neighbours in its list, bulk changes,
// changing only the owner or only the status, and the audit log naming the lead.

describeEachDatabase("the desk service: the list as a tool", (kind) => {
  const { desk, admin, seed } = useDeskTest(kind);

  /** A second desk user, through an invitation. */
  async function colleague(service: Desk, actor: DeskActor, email: string) {
    const invited = await service.invite({ email, role: "sales", actor });
    if (!invited.ok) throw new Error("invitation refused");
    const accepted = await service.acceptInvite({
      token: invited.url.split("/").pop()!,
      password: "a password of the colleague",
      clientAddress: "10.0.0.2",
    });
    if (!accepted.ok) throw new Error("invitation not accepted");
    return accepted.user;
  }

  const names = async (service: Desk, sort: ListSort, status: "new" | null = null) =>
    (await service.list({ ...NO_FILTERS, status, sort, limit: 50, offset: 0 })).inquiries.map(
      (row) => row.fullName,
    );

  it("sorts by received, status, owner and company, either way; no owner comes last", async () => {
    const [ada, grace, alan] = await seed();
    const { service } = await desk();
    const actor = await admin(service);
    const zoe = await colleague(service, actor, "zoe@example.com");
    await service.updateLead({ id: ada!, status: "closed", owner: zoe.id, note: "", actor });
    await service.updateLead({ id: grace!, status: "contacted", owner: actor.id, note: "", actor });

    expect(await names(service, { key: "received", direction: "desc" })).toEqual([
      "Alan Turing",
      "Grace Hopper",
      "Ada Lovelace",
    ]);
    expect(await names(service, { key: "received", direction: "asc" })).toEqual([
      "Ada Lovelace",
      "Grace Hopper",
      "Alan Turing",
    ]);
    // Statuses in the order work goes: new, contacted, qualified, closed.
    expect(await names(service, { key: "status", direction: "asc" })).toEqual([
      "Alan Turing",
      "Grace Hopper",
      "Ada Lovelace",
    ]);
    expect(await names(service, { key: "status", direction: "desc" })).toEqual([
      "Ada Lovelace",
      "Grace Hopper",
      "Alan Turing",
    ]);
    // sales@ before zoe@; Alan has no owner and stays last either way.
    expect(await names(service, { key: "owner", direction: "asc" })).toEqual([
      "Grace Hopper",
      "Ada Lovelace",
      "Alan Turing",
    ]);
    expect(await names(service, { key: "owner", direction: "desc" })).toEqual([
      "Ada Lovelace",
      "Grace Hopper",
      "Alan Turing",
    ]);
    // "100% Compilers_Ltd", "Analytical Engines", "Bletchley", case-insensitive.
    expect(await names(service, { key: "company", direction: "asc" })).toEqual([
      "Grace Hopper",
      "Ada Lovelace",
      "Alan Turing",
    ]);
    expect(await names(service, { key: "company", direction: "desc" })).toEqual([
      "Alan Turing",
      "Ada Lovelace",
      "Grace Hopper",
    ]);
    expect(alan).toBeTruthy();
  });

  it("finds an inquiry's neighbours in its list, also when it has left the filter", async () => {
    const [ada, grace, alan] = await seed();
    const { service } = await desk();
    const actor = await admin(service);
    const newest = { key: "received", direction: "desc" } as const;
    const around = (id: string, sort: ListSort = newest, status: "new" | null = null) =>
      service.neighbours({ id, filters: { ...NO_FILTERS, status }, sort });

    expect(await around(grace!)).toEqual({ previous: alan, next: ada, position: 2, total: 3 });
    expect(await around(alan!)).toEqual({ previous: null, next: grace, position: 1, total: 3 });
    expect(await around(ada!, { key: "received", direction: "asc" })).toEqual({
      previous: null,
      next: grace,
      position: 1,
      total: 3,
    });
    // Grace leaves "new" on her page: j/k still go on from where she stood.
    await service.updateLead({ id: grace!, status: "qualified", note: "", actor });
    expect(await around(grace!, newest, "new")).toEqual({
      previous: alan,
      next: ada,
      position: null,
      total: 2,
    });
    expect(await around(ada!, newest, "new")).toEqual({
      previous: alan,
      next: null,
      position: 2,
      total: 2,
    });
    expect(await around("0".repeat(24))).toMatchObject({ previous: null, next: null });
    expect(await around("not an id")).toMatchObject({ previous: null, position: null });
  });

  it("changes several inquiries at once, each with its history and audit entry", async () => {
    const [ada, grace, alan] = await seed();
    const { service } = await desk();
    const actor = await admin(service);
    await service.updateLead({ id: alan!, status: "qualified", note: "", actor });

    await expect(
      service.bulkUpdateLeads({ ids: [ada!, grace!, alan!], status: "qualified", actor }),
    ).resolves.toEqual({ updated: 2, unchanged: 1, missing: 0 });
    await expect(
      service.bulkUpdateLeads({ ids: [ada!, grace!, "0".repeat(24)], owner: actor.id, actor }),
    ).resolves.toEqual({ updated: 2, unchanged: 0, missing: 1 });

    const list = await service.list({ ...NO_FILTERS, limit: 50, offset: 0 });
    expect(list.counts).toEqual({ new: 0, contacted: 0, qualified: 3, closed: 0 });
    const grace_ = list.inquiries.find((row) => row.id === grace);
    expect(grace_).toMatchObject({ leadStatus: "qualified", owner: { id: actor.id } });
    // The owner change left the status alone, and the status change the owner.
    expect(list.inquiries.find((row) => row.id === alan)?.owner).toBeNull();

    const detail = await service.inquiry(ada!);
    expect(
      detail?.notes.map((note) => [note.statusFrom, note.statusTo, note.owner?.to ?? null]),
    ).toEqual([
      ["new", "qualified", null],
      [null, null, "sales@example.com"],
    ]);
    const audit = (await service.audit({ limit: 50, offset: 0 })).entries;
    const changes = audit.filter((entry) => entry.inquiryId !== null);
    expect(
      changes
        .map((entry) => [entry.action, entry.inquiryName])
        .sort((a, b) => `${a}`.localeCompare(`${b}`)),
    ).toEqual([
      ["owner-change", "Ada Lovelace"],
      ["owner-change", "Grace Hopper"],
      ["status-change", "Ada Lovelace"],
      ["status-change", "Alan Turing"],
      ["status-change", "Grace Hopper"],
    ]);
  });

  it("changes nothing when the owner cannot sign in, and only what a change names", async () => {
    const [ada, grace] = await seed();
    const { service } = await desk();
    const actor = await admin(service);
    await expect(
      service.bulkUpdateLeads({
        ids: [ada!, grace!],
        status: "closed",
        owner: "f".repeat(24),
        actor,
      }),
    ).resolves.toBe("unknown-owner");
    const list = await service.list({ ...NO_FILTERS, limit: 50, offset: 0 });
    expect(list.counts).toEqual({ new: 3, contacted: 0, qualified: 0, closed: 0 });
    expect((await service.audit({ limit: 50, offset: 0 })).entries.map((e) => e.action)).toEqual([
      "sign-in",
      "first-admin",
    ]);

    // A row's owner menu sends the owner alone; its status stays.
    await service.updateLead({ id: ada!, status: "contacted", note: "", actor });
    await expect(service.updateLead({ id: ada!, owner: actor.id, note: "", actor })).resolves.toBe(
      "updated",
    );
    expect(await service.inquiry(ada!)).toMatchObject({
      leadStatus: "contacted",
      owner: { id: actor.id },
    });
    await expect(service.updateLead({ id: ada!, note: "", actor })).resolves.toBe("unchanged");
  });
});
