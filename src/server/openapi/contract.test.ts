import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { loadContract } from "./contract";
import { allHandlers } from "../routes";
import type { AppContext } from "../context";

const root = path.resolve(__dirname, "../../..");

test("the server answers exactly the operations of openapi.yaml", () => {
  const { operations } = loadContract();
  const handlers = allHandlers({} as AppContext);
  expect(Object.keys(handlers).sort()).toEqual(
    operations.map((o) => o.operationId).sort(),
  );
});

test("every operation declares who may call it, and staff/user calls declare bearer security", () => {
  const { document, operations } = loadContract();
  const paths = document.paths as Record<
    string,
    Record<string, { security?: unknown[] }>
  >;
  for (const op of operations) {
    expect(["anyone", "user", "staff"]).toContain(op.access);
    const raw = paths[op.path][op.method.toLowerCase()];
    if (op.access !== "anyone")
      expect(raw.security).toEqual([{ bearerAuth: [] }]);
    if (op.access === "staff")
      expect(Object.keys(op.responses)).toEqual(
        expect.arrayContaining(["401", "403"]),
      );
  }
});

test("the generated RTK Query client is up to date with openapi.yaml (run `npm run codegen`)", () => {
  // Generated beside the committed file, so its relative imports come out the same.
  const out = path.join(
    root,
    `src/client/api/generated.check-${process.pid}.tmp.ts`,
  );
  try {
    execFileSync(
      process.execPath,
      [
        path.join(
          root,
          "node_modules/@rtk-query/codegen-openapi/lib/bin/cli.mjs",
        ),
        "scripts/codegen.config.cjs",
      ],
      {
        cwd: root,
        env: { ...process.env, CODEGEN_OUTPUT_FILE: out },
        stdio: "pipe",
      },
    );
    const committed = fs.readFileSync(
      path.join(root, "src/client/api/generated.gen.ts"),
      "utf8",
    );
    expect(fs.readFileSync(out, "utf8")).toBe(committed);
  } finally {
    fs.rmSync(out, { force: true });
  }
});

test("the server's generated contract types are up to date with openapi.yaml (run `npm run codegen`)", () => {
  const out = path.join(root, `src/server/openapi/contract.check-${process.pid}.tmp.ts`);
  try {
    execFileSync(process.execPath, [path.join(root, "scripts/codegen-server.cjs")], {
      cwd: root,
      env: { ...process.env, CODEGEN_SERVER_OUTPUT_FILE: out },
      stdio: "pipe",
    });
    const committed = fs.readFileSync(path.join(root, "src/server/openapi/contract.gen.ts"), "utf8");
    expect(fs.readFileSync(out, "utf8")).toBe(committed);
  } finally {
    fs.rmSync(out, { force: true });
  }
});
