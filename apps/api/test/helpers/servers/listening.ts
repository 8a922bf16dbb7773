import type { ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Resolves once something accepts connections on 127.0.0.1:`port`; rejects, with what
 * `whyNot` tells, when `child` exits first or 10 s pass.
 */
export async function untilListening(
  port: number,
  child: ChildProcess,
  whyNot: () => Promise<string> = async () => "",
): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      throw new Error(`${child.spawnfile} did not start on port ${port}\n${await whyNot()}`);
    }
    await sleep(50);
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
