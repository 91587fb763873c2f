#!/usr/bin/zsh -f
# Drives zsh's real completion system on a pseudo-terminal and prints each candidate it offers,
# one per line: complete.zsh SCRIPT WORD... (the words after the command name; the last is the
# one being completed). compadd is wrapped to print what it is given, then adds as usual.
zmodload zsh/zpty
script=$1; shift
zpty shell zsh -f -i
zpty -w shell 'PS1=""; RPROMPT=""'
zpty -w shell 'autoload -Uz compinit && compinit -u -D'
zpty -w shell "source ${(q)script}"
# The marker is split in the command so that zsh's echo of the command never matches it.
zpty -w shell 'compadd () { local -a __hits; builtin compadd -O __hits "$@"; (( $#__hits )) && print -r -- "H""IT:${^__hits[@]}"; builtin compadd "$@" }'
zpty -w shell 'zstyle ":completion:*" menu no'
zpty -wn shell "buttonrender ${(j: :)@}"$'\t'
sleep 0.5
zpty -w shell $'\C-u'
zpty -w shell 'print "DO""NE"'
# Reads until the shell has printed DONE (the caller bounds the time).
zpty -r shell out '*DONE*'
zpty -d shell
print -r -- "$out" | tr -d '\r' | grep -a -o 'HIT:[^ ]*' | sed 's/^HIT://' | sort -u
