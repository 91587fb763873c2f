"""Draws SVG files in headless Chromium, each at its own device scale, into PNGs.

usage: svg_in_chromium.py LIST
LIST is a text file of lines "SVG<TAB>PNG<TAB>WIDTH_PX<TAB>HEIGHT_PX": each SVG (its viewBox in
points) is drawn WIDTH_PX x HEIGHT_PX on a transparent page and captured into PNG.

The SVG's own width and height (points, often fractional: 89.5) are replaced by the pixel size,
in a copy written beside the PNG, and drawn at one device pixel per CSS pixel: Chromium snaps
the root element of a fractional size to whole CSS pixels and stretches the drawing to fit,
which would move every edge, so the scale is given to the viewBox instead, as a page that
shows the SVG at that size would. One browser draws them all. Prints one line per file.
"""
import base64
import re
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

options = Options()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
             "--force-color-profile=srgb"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
try:
    driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
    with open(sys.argv[1], encoding="utf-8") as listing:
        for line in listing:
            svg, png, width, height = line.rstrip("\n").split("\t")
            width, height = int(width), int(height)
            with open(svg, encoding="utf-8") as source:
                text = source.read()
            sized, count = re.subn(r'(<svg [^>]*?)width="[^"]*" height="[^"]*"', r'\1width="%d" height="%d"' % (width, height), text, count=1)
            if count != 1:
                sys.exit("no width and height on the root element of " + svg)
            copy = png + ".svg"
            with open(copy, "w", encoding="utf-8") as out:
                out.write(sized)
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
            driver.get("file://" + copy)
            shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
                "format": "png", "fromSurface": True, "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
            with open(png, "wb") as out:
                out.write(base64.b64decode(shot["data"]))
            print("drawn " + png)
finally:
    driver.quit()
