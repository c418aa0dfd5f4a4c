"""Files the app reads at run time: card art, icons, the rules text."""
