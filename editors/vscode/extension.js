// Starts `betrayal lsp` for .haunt and .bet files. Colour needs none of this: the grammar
// in syntaxes/ works on its own; this file only adds the language server.
"use strict";

const vscode = require("vscode");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("betrayal").get("server.command");
  if (!Array.isArray(command) || command.length === 0) {
    return;
  }
  let node;
  try {
    node = require("vscode-languageclient/node");
  } catch (error) {
    vscode.window.showWarningMessage(
      "Betrayal: run `npm install` in the extension's folder to get the language server " +
        "(colour works without it)."
    );
    return;
  }
  // No `transport` here: the client would then add `--stdio` to the arguments, and plain
  // stdio is what `betrayal lsp` speaks anyway.
  const server = { command: command[0], args: command.slice(1) };
  client = new node.LanguageClient(
    "betrayal",
    "Betrayal haunt scripts",
    { run: server, debug: server },
    { documentSelector: [{ language: "haunt" }] }
  );
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
