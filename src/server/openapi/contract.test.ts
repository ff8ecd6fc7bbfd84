import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { loadContract } from "./contract";
import { allHandlers } from "../modules";
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
  // Generated in a folder of its own (tests write nothing into the sources, which the build
  // reads); only its import of the API root then differs, by where it was written.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fxi-codegen-"));
  const out = path.join(dir, "generated.gen.ts");
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
    const generated = fs
      .readFileSync(out, "utf8")
      .replace(/from '[^']*\/src\/client\/api\/emptyApi'/, "from './emptyApi'");
    expect(generated).toBe(committed);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the server's generated contract types are up to date with openapi.yaml (run `npm run codegen`)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fxi-codegen-"));
  const out = path.join(dir, "contract.gen.ts");
  try {
    execFileSync(process.execPath, [path.join(root, "scripts/codegen-server.cjs")], {
      cwd: root,
      env: { ...process.env, CODEGEN_SERVER_OUTPUT_FILE: out },
      stdio: "pipe",
    });
    const committed = fs.readFileSync(path.join(root, "src/server/openapi/contract.gen.ts"), "utf8");
    expect(fs.readFileSync(out, "utf8")).toBe(committed);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
