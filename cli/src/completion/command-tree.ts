import type { Command } from 'commander';

/** One command as a completion script needs it: its path of names, subcommands and options. */
export interface CompletionNode {
  path: string[];
  description: string;
  subcommands: Array<{ name: string; description: string }>;
  options: Array<{ flag: string; description: string; takesValue: boolean }>;
}

/** Every command of the tree, read from commander itself so the scripts never drift from the real options. */
export function completionNodes(root: Command): CompletionNode[] {
  const nodes: CompletionNode[] = [];
  const visit = (command: Command, path: string[], inherited: CompletionNode['options']) => {
    const own = command.options
      .filter((option) => option.long)
      .map((option) => ({ flag: option.long!, description: option.description, takesValue: option.required || option.optional }));
    const options = [...inherited, ...own, { flag: '--help', description: 'show help', takesValue: false }];
    nodes.push({ path, description: command.description(), subcommands: command.commands.map((child) => ({ name: child.name(), description: child.description() })), options });
    for (const child of command.commands) visit(child, [...path, child.name()], path.length === 0 ? own : inherited);
  };
  visit(root, [], []);
  return nodes;
}
