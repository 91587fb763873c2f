"""Drives a `buttonrender check --report` page in headless Chromium and checks what it shows.

usage: report_in_chromium.py INDEX_HTML CASE_NAME
The report must hold CASE_NAME as a changed case of equal size (so it has a diff and a box of
changed pixels). Prints one line per check; exits 1 on the first failure.
"""
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

index, case = sys.argv[1], sys.argv[2]
options = Options()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=800,600"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def check(what, ok):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        driver.quit()
        sys.exit(1)


def shown(selector):
    return section.find_element(By.CSS_SELECTOR, selector).is_displayed()


try:
    driver.get("file://" + index)
    section = next(s for s in driver.find_elements(By.CSS_SELECTOR, "section.case")
                   if s.find_element(By.TAG_NAME, "h3").text == case)
    check("the accept command is on the page",
          "buttonrender record" in driver.page_source and "--only " + case in driver.page_source)
    check("side by side is the first mode and says which image is which",
          shown(".side") and not shown(".diff") and "expected (the golden)" in section.find_element(By.CSS_SELECTOR, ".side .caption").text)

    def mode(value):
        driver.find_element(By.CSS_SELECTOR, "input[name=mode][value=%s]" % value).click()

    mode("diff")
    check("diff mode shows the diff with its caption", shown(".diff") and not shown(".side")
          and "red pixels changed" in section.find_element(By.CSS_SELECTOR, ".diff .caption").text)

    mode("slider")
    slider = section.find_element(By.CSS_SELECTOR, ".slider input[type=range]")
    driver.execute_script("arguments[0].value=20;arguments[0].dispatchEvent(new Event('input'))", slider)
    top = section.find_element(By.CSS_SELECTOR, ".slider .top")
    check("the slider moves the edge and says actual is left, expected right",
          shown(".slider") and top.value_of_css_property("width") != "" and driver.execute_script("return arguments[0].style.width", top) == "20%"
          and "left of the edge actual" in section.find_element(By.CSS_SELECTOR, ".slider .caption").text)

    mode("blink")
    image = section.find_element(By.CSS_SELECTOR, ".blink img")
    showing = section.find_element(By.CSS_SELECTOR, ".blink .showing")
    # Label and image are read in one script, so both come from the same moment: read by two
    # calls, a tick of the page's timer could fall between them on a loaded machine.
    seen = set()
    for _ in range(8):
        label, src = driver.execute_script("return [arguments[0].textContent, arguments[1].getAttribute('src')]", showing, image)
        seen.add((label, src.rsplit("/", 1)[-1]))
        time.sleep(0.2)
    check("blink alternates and its label names the image shown: %s" % sorted(seen),
          seen == {("expected", "expected.png"), ("actual", "actual.png")})

    # Zoom 8: the changed box lies far outside an 800 px window until the jump.
    mode("side")
    driver.execute_script("const z=document.getElementById('zoom');z.value='8';z.dispatchEvent(new Event('change'))")
    box_visible = """
        const s=arguments[0],[x,y,w,h]=s.querySelector('.jump').dataset.bounds.split(',').map(Number);
        const views=s.querySelector('.views'),img=[...views.children].find(v=>getComputedStyle(v).display!=='none').querySelector('img');
        const r=img.getBoundingClientRect(),k=r.width/img.naturalWidth,v=views.getBoundingClientRect();
        const L=r.left+x*k,T=r.top+y*k;
        return k>=7.9 && L>=v.left && L+w*k<=v.right && T>=v.top && T+h*k<=v.bottom
            && L>=0 && T>=0 && L+w*k<=window.innerWidth && T+h*k<=window.innerHeight;"""
    check("before the jump the changed box is out of sight", not driver.execute_script(box_visible, section))
    section.find_element(By.CSS_SELECTOR, ".jump").click()
    time.sleep(0.2)
    check("the jump brings the changed box into sight at zoom 8", driver.execute_script(box_visible, section))
finally:
    driver.quit()
