"""Draws HTML pages in headless Chromium at a device scale, light or dark, into PNGs.

usage: css_in_chromium.py LIST
LIST is a text file of lines "HTML<TAB>PNG<TAB>SCALE<TAB>SCHEME": each page is laid out in a
400 x 400 CSS px window with prefers-color-scheme SCHEME (light or dark) and captured at SCALE
device pixels a CSS px, on a transparent page. A browser a scale, started with
--force-device-scale-factor: DevTools' emulated scale lays boxes out on whole CSS pixels (a
50.33px button paints 50px tall), a real device scale on device pixels, as a phone does.
Prints one line a file.
"""
import base64
import sys
from collections import defaultdict

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

jobs = defaultdict(list)
with open(sys.argv[1], encoding="utf-8") as listing:
    for line in listing:
        page, png, scale, scheme = line.rstrip("\n").split("\t")
        jobs[scale].append((page, png, scheme))

for scale, pages in sorted(jobs.items()):
    options = Options()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                 "--force-color-profile=srgb", "--force-device-scale-factor=" + scale):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.set_window_size(400, 400)
        driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
        for page, png, scheme in pages:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            driver.get("file://" + page)
            driver.execute_script("return document.fonts.ready")
            shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
            with open(png, "wb") as out:
                out.write(base64.b64decode(shot["data"]))
            print("drawn " + png)
    finally:
        driver.quit()
