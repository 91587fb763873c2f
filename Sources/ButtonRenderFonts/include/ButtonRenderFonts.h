/* Nothing to import: see Resources.c. */
