import type { Command } from 'commander';
import { completionNodes } from './command-tree.ts';

/** A bash completion function: the words after `chipmart` pick the node; its subcommands and options are offered. */
export function bashCompletion(root: Command): string {
  const cases = completionNodes(root)
    .map((node) => `    "${node.path.join(' ')}") words="${[...node.subcommands.map((subcommand) => subcommand.name), ...node.options.map((option) => option.flag)].join(' ')}" ;;`)
    .join('\n');
  return `# chipmart completion for bash: add to ~/.bashrc with  chipmart completion bash >> ~/.bashrc
_chipmart_completion() {
  local current="\${COMP_WORDS[COMP_CWORD]}" node="" word index
  for ((index = 1; index < COMP_CWORD; index++)); do
    word="\${COMP_WORDS[index]}"
    case "$word" in -*) continue ;; esac
    case " $(_chipmart_words "$node") " in *" $word "*) node="\${node:+$node }$word" ;; esac
  done
  COMPREPLY=($(compgen -W "$(_chipmart_words "$node")" -- "$current"))
}
_chipmart_words() {
  local words=""
  case "$1" in
${cases}
  esac
  echo "$words"
}
complete -o default -F _chipmart_completion chipmart
`;
}
