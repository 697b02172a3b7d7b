/** `PUT /_emulator/faults` (docs/emulator.md): the status the emulator answers. */
export async function putFaults(baseUrl: string, faults: unknown): Promise<number> {
  const response = await fetch(`${baseUrl}/_emulator/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  await response.body?.cancel();
  return response.status;
}

/** Sets the emulator's injected faults (`{}` turns them off); throws when refused. */
export async function setFaults(baseUrl: string, faults: object): Promise<void> {
  const status = await putFaults(baseUrl, faults);
  if (status !== 204) throw new Error(`PUT /_emulator/faults: ${status}`);
}
