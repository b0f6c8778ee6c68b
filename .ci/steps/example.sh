#!/usr/bin/env bash
# Drives the example app both ways: the scripted replay (input not a terminal, and --script), and an interactive
# session with typed input piped in (--interactive), including bad input. Checks what each prints.
set -euo pipefail
cd "$(dirname "$0")/../.."

# The same flags as .ci/run's build, so that this reuses it instead of building again.
swift build --product ItemListExample -Xswiftc -warnings-as-errors
example="$(swift build --show-bin-path)/ItemListExample"

expect() {
    local output=$1 expected=$2
    if ! grep -qF -- "$expected" <<<"$output"; then
        printf 'ItemListExample did not print: %s\n--- it printed:\n%s\n' "$expected" "$output" >&2
        exit 1
    fi
}

echo "--- scripted replay (input not a terminal)"
scripted=$("$example" </dev/null)
echo "$scripted"
expect "$scripted" 'Open a deep link to "Apples" and its configuration  Items › Apples › Configuration'
expect "$scripted" 'refused: pop(animated:) ignored: the root screen Items cannot be popped'
expect "$scripted" $'Reset the configuration                             Items › Configuration\n    alert: Reset the configuration? [Reset] [Cancel]'
expect "$scripted" $'Tap "Reset" in the alert                            Items › Configuration\n    resets: 1'
expect "$scripted" $'The network fails                                   Items › Catalogue\n    status: Error: You are offline (tap to retry)'
expect "$scripted" $'The items arrive                                    Items › Catalogue\n    status: Apples, Bread, Cheese'
[ "$scripted" = "$("$example" --script </dev/null)" ] || {
    echo "--script printed something else than the replay" >&2
    exit 1
}

echo "--- interactive session, typed input piped in"
typed=$(printf '2\nfoo\n9\n\n2\n3\n6\n5\n5\n1\n9\n1\n1\n2\nq\n' | "$example" --interactive)
echo "$typed"
expect "$typed" $'> 2\nTap "Bread"\n\nScreens: Items › Bread'
expect "$typed" 'Unknown command "foo": type a number from 1 to 5, or q to quit.'
expect "$typed" 'There is no action 9 on this screen: type a number from 1 to 5.'
expect "$typed" $'> 2\nSwipe back, then cancel the swipe\n\nScreens: Items › Bread\n'
expect "$typed" $'> 3\nSwipe back all the way\n\nScreens: Items\n'
expect "$typed" 'Screens: Items › Apples › Configuration'
expect "$typed" $'> 5\nLong-press back, pick the list\n\nScreens: Items\n'
expect "$typed" $'> 5\nOpen the catalogue\n\nScreens: Items › Catalogue\nStatus: Pull to load\n  1. Pull to load'
expect "$typed" $'> 1\nPull to load\n\nScreens: Items › Catalogue\nStatus: Loading…\n  1. The network fails\n  2. The items arrive'
expect "$typed" 'There is no action 9 on this screen: type a number from 1 to 7.'
expect "$typed" $'> 1\nThe network fails\n\nScreens: Items › Catalogue\nStatus: Error: You are offline (tap to retry)\n  1. Tap to retry'
expect "$typed" $'> 2\nThe items arrive\n\nScreens: Items › Catalogue\nStatus: Apples, Bread, Cheese'
expect "$typed" $'> q\nBye.'

echo "--- deep links"
linked=$("$example" --link itemlist://items/Bread/configuration)
echo "$linked"
expect "$linked" 'Screens: Items › Bread › Configuration'
if bad=$("$example" --link itemlist://basket); then
    echo "a link that matches nothing did not fail" >&2
    exit 1
fi
expect "$bad" 'error: The link "itemlist://basket" matches no known pattern'

echo "--- bad option"
if "$example" --scripted >/dev/null 2>&1; then
    echo "an unknown option did not fail" >&2
    exit 1
fi
echo "ItemListExample works scripted and interactive."
